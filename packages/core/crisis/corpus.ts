import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalise } from '../src/companion/detector/features';
import { FAMILY_KIND, type LabelledMessage } from '../src/companion/detector/train';

export const CORPUS_DIR = new URL('./corpus/', import.meta.url).pathname;
export const BLIND_DIR = new URL('./blind/', import.meta.url).pathname;

/** Every family of the corpus: the risk families of FAMILY_KIND, and these safe ones. */
export const SAFE_FAMILIES = [
  'hyperbole',
  'negation',
  'recovery',
  'fiction',
  'games',
  'news',
  'medical',
  'sadness',
  'exhaustion',
  'everyday',
] as const;

export type Corpus = {
  messages: LabelledMessage[];
  files: { name: string; sha256: string; lines: number }[];
  sha256: string;
};

/**
 * The `.jsonl` files of a folder in name order, one `{text, label, family}` per line. A message
 * that appears twice (after normalising) is kept once, the first time; a bad line stops the run.
 */
export function readCorpus(dir: string): Corpus {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort();
  const whole = createHash('sha256');
  const seen = new Set<string>();
  const messages: LabelledMessage[] = [];
  const files = names.map((name) => {
    const raw = readFileSync(join(dir, name), 'utf8');
    whole.update(`${name}\n${raw}`);
    const lines = raw.split('\n').filter((l) => l.trim());
    lines.forEach((line, i) => {
      const m = JSON.parse(line) as LabelledMessage;
      const risk = m.label === 1 && m.family in FAMILY_KIND;
      const safe = m.label === 0 && (SAFE_FAMILIES as readonly string[]).includes(m.family);
      if (typeof m.text !== 'string' || !m.text.trim() || !(risk || safe)) {
        throw new Error(
          `${name}:${i + 1}: needs text, label 1 with a risk family or 0 with a safe one`,
        );
      }
      const key = normalise(m.text);
      if (seen.has(key)) return;
      seen.add(key);
      messages.push({ text: m.text, label: m.label, family: m.family });
    });
    return { name, sha256: createHash('sha256').update(raw).digest('hex'), lines: lines.length };
  });
  return { messages, files, sha256: whole.digest('hex') };
}
