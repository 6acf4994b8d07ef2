/**
 * How the crisis detector reads a message: word 1–3-grams and character 3–5-grams of a normalised
 * text, each block weighted by sublinear term frequency times inverse document frequency and scaled
 * to unit length. Normalising makes "Don't", "dont" and "DONT" one word, as people text.
 */

/** Lower case, one kind of quote, apostrophes dropped, letters repeated 3+ times cut to two. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´']/g, '')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const TOKEN = /[\p{L}\p{N}]+|\p{Extended_Pictographic}/gu;

export function tokens(text: string): string[] {
  return normalise(text).match(TOKEN) ?? [];
}

const CLAUSE_END = /[.!?;:,\n]+|\bbut\b/;

/**
 * The message's tokens, and the positions at which a new clause begins (after a full stop, comma,
 * question mark and the like, or at "but"), where a negation's reach ends.
 */
export function tokenClauses(text: string): { list: string[]; starts: Set<number> } {
  const list: string[] = [];
  const starts = new Set<number>();
  for (const clause of normalise(text).split(CLAUSE_END)) {
    const words = clause.match(TOKEN);
    if (!words) continue;
    starts.add(list.length);
    list.push(...words);
  }
  return { list, starts };
}

/** How far a negation reaches: a number of words, and whether it stops at the end of its clause. */
export type NegationScope = { words: number; clause: boolean };
export const NEGATION_THREE_WORDS: NegationScope = { words: 3, clause: false };

import { classed } from './word-classes';

export type Counts = Map<string, number>;

function add(counts: Counts, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

const NEGATION = new Set([
  'not',
  'no',
  'never',
  'dont',
  'didnt',
  'doesnt',
  'wont',
  'wouldnt',
  'cant',
  'couldnt',
  'isnt',
  'arent',
  'wasnt',
  'havent',
  'nope',
  'nah',
  'without',
  'nothing',
  'nobody',
]);

/**
 * Word 1..maxN-grams, plus each word within reach of a negation marked `~word` (in "I would never
 * hurt myself", `~hurt` and `~myself`), so a denial reads differently from the statement.
 */
export function wordGrams(
  list: string[],
  maxN = 3,
  negation = true,
  classes = true,
  scope: NegationScope = NEGATION_THREE_WORDS,
  starts: ReadonlySet<number> = new Set(),
): Counts {
  const counts: Counts = new Map();
  for (let n = 1; n <= maxN; n++) {
    for (let i = 0; i + n <= list.length; i++) add(counts, list.slice(i, i + n).join(' '));
  }
  if (negation && classes) {
    // n-grams over the words' classes, those with a class in them only
    const abstract = classed(list);
    for (let n = 1; n <= maxN; n++) {
      for (let i = 0; i + n <= abstract.length; i++) {
        const gram = abstract.slice(i, i + n);
        if (gram.some((w) => w.startsWith('§'))) add(counts, gram.join(' '));
      }
    }
  }
  if (negation) {
    let reach = 0;
    list.forEach((word, i) => {
      if (scope.clause && starts.has(i)) reach = 0;
      if (NEGATION.has(word)) reach = scope.words;
      else if (reach > 0) {
        add(counts, `~${word}`);
        reach--;
      }
    });
  }
  return counts;
}

/** Character 3–5-grams: across the words (`whole`), or within each word padded by spaces. */
export function charGrams(list: string[], whole = true): Counts {
  const counts: Counts = new Map();
  for (const piece of whole ? [list.join(' ')] : list) {
    const chars = Array.from(` ${piece} `);
    for (let n = 3; n <= 5; n++) {
      for (let i = 0; i + n <= chars.length; i++) add(counts, chars.slice(i, i + n).join(''));
    }
  }
  return counts;
}

/** A block's known features as (index, weight) pairs, divided by √(‖x‖² + floor²). */
export function weigh(
  counts: Counts,
  index: ReadonlyMap<string, number>,
  idf: ArrayLike<number>,
  floor = 0,
) {
  const ids: number[] = [];
  const values: number[] = [];
  let norm = 0;
  for (const [gram, count] of counts) {
    const id = index.get(gram);
    if (id === undefined) continue;
    const value = (1 + Math.log(count)) * idf[id]!;
    ids.push(id);
    values.push(value);
    norm += value * value;
  }
  norm = Math.sqrt(norm + floor * floor) || 1;
  for (let i = 0; i < values.length; i++) values[i]! /= norm;
  return { ids, values };
}
