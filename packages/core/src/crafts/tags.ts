import { CRAFT_MESSAGES, LIMITS } from './crafts';

/** The tags in what was typed or pasted: split at commas and line breaks, trimmed, blanks dropped. */
export const splitTags = (text: string) =>
  text
    .split(/[,\n\r]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

export type TagsAdded = {
  /** every tag after the addition */
  tags: string[];
  /** the tags that were new */
  added: string[];
  /** the tags kept out by a limit, to stay where the person typed them */
  rejected: string[];
  /** why a tag was kept out, or null */
  error: string | null;
};

/**
 * Adds the tags in `text` to `current`. A blank tag, or one already there (in any letter case),
 * changes nothing; one longer than 40 characters, or past the 30 a craft can hold, is kept out and
 * the limit it broke is named.
 */
export function addTags(current: readonly string[], text: string): TagsAdded {
  const tags = [...current];
  const added: string[] = [];
  const rejected: string[] = [];
  let error: string | null = null;
  for (const tag of splitTags(text)) {
    if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    if (tag.length > LIMITS.tagChars) error = CRAFT_MESSAGES.tagTooLong;
    else if (tags.length >= LIMITS.tagsPerCraft) error = CRAFT_MESSAGES.tooManyTags;
    else {
      tags.push(tag);
      added.push(tag);
      continue;
    }
    rejected.push(tag);
  }
  return { tags, added, rejected, error };
}
