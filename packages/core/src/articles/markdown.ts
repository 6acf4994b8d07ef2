import type { ArticleBlock } from './articles';

/**
 * Turns the Markdown our articles use (## and ### headings, paragraphs, - and 1. lists) into
 * blocks. Inline **bold** and *italic* stay in the text; `inlineParts` splits them for rendering.
 */
export function parseArticleBody(markdown: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = [];
    list = null;
  };

  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({
        type: heading[1] === '##' ? 'heading' : 'subheading',
        text: heading[2]!.trim(),
      });
      continue;
    }
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!.trim());
      continue;
    }
    if (list && /^\s{2,}/.test(raw)) {
      // a wrapped list item
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

export type InlinePart = { text: string; bold?: boolean; italic?: boolean };

/** Splits **bold** and *italic* runs out of a line of text. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    if (m[1] !== undefined) parts.push({ text: m[1], bold: true });
    else parts.push({ text: (m[2] ?? m[3])!, italic: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export const wordCount = (markdown: string) =>
  markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
