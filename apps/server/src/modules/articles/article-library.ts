import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  articleFrontMatter,
  readTime,
  type ArticleBlock,
  type ArticleFrontMatter,
} from '@moodcraft/core/articles/articles';
import { parseArticleBody, wordCount } from '@moodcraft/core/articles/markdown';

export type LibraryArticle = ArticleFrontMatter & {
  blocks: ArticleBlock[];
  readTime: string;
  /** lower-case text searched by the list: title, excerpt, tags and body */
  haystack: string;
};

export class ArticleContentError extends Error {}

const loaded = new Map<string, LibraryArticle[]>();

/** Reads every article of content/articles once, at start; a broken file stops start-up with its name. */
export function loadArticleLibrary(dir: string): LibraryArticle[] {
  const cached = loaded.get(dir);
  if (cached) return cached;
  const library = readLibrary(dir);
  loaded.set(dir, library);
  return library;
}

function readLibrary(dir: string): LibraryArticle[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const articles = files.map((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
    if (!match) throw new ArticleContentError(`${file}: missing front matter`);
    const parsed = articleFrontMatter.safeParse(parseYaml(match[1]!));
    if (!parsed.success) {
      throw new ArticleContentError(
        `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
    }
    const meta = parsed.data;
    if (`${meta.id}.md` !== file)
      throw new ArticleContentError(`${file}: id must match the file name`);
    for (const q of meta.quiz) {
      if (q.answer >= q.options.length)
        throw new ArticleContentError(`${file}: a quiz answer points past its options`);
    }
    const body = match[2]!;
    return {
      ...meta,
      blocks: parseArticleBody(body),
      readTime: readTime(wordCount(body)),
      haystack: [meta.title, meta.excerpt, meta.tags.join(' '), body].join('\n').toLowerCase(),
    };
  });
  return articles.sort((a, b) => a.editorialRank - b.editorialRank);
}
