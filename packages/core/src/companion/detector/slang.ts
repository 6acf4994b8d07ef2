import { normalise } from './features';

/**
 * Coded words for suicide that a model trained on a few thousand messages may not have seen
 * often enough to trust. Any of them flags the message, whatever its score. Kept short on
 * purpose: each is a word people use for this and almost nothing else.
 */
const SLANG: RegExp[] = [
  /(?<!\d\s?)\bkms\b(?!\s?(run|ride|walk|away|from|to|in|on|today|this|a\b|per|an hour|\/))/u,
  /\bun-?aliv(e|ed|ing)\b/u,
  /\bsewer ?slide\b/u,
  /\bself[- ]?delet(e|ing|ion)\b/u,
  /\bctb\b/u,
  /\bcommit (sudoku|toaster bath)\b/u,
  /\btoaster bath\b/u,
  /\ban hero\b/u,
  /\bsu1c1d|\bsu\*c\*de|\bs\*\*cide\b/u,
];

/** A negation in the three words before, in the same sentence, ("not gonna kms") leaves the decision to the model. */
const NEGATED = /\b(not|never|no|dont|wont|wouldnt|aint|isnt)\b([^\w.!?;]+\w+){0,2}[^\w.!?;]+$/u;

export function codedSlang(text: string): boolean {
  const plain = normalise(text);
  return SLANG.some((pattern) => {
    const match = pattern.exec(plain);
    return match !== null && !NEGATED.test(plain.slice(0, match.index));
  });
}
