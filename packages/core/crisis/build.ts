import { createHash } from 'node:crypto';
import { codedSlang } from '../src/companion/detector/slang';
import { CrisisModel, type CrisisModelFile } from '../src/companion/detector/model';
import {
  crossValidate,
  figures,
  fit,
  TRAIN_OPTIONS,
  type FamilyFigures,
  type LabelledMessage,
} from '../src/companion/detector/train';
import { readCorpus, type Corpus } from './corpus';

export type Summary = {
  recall: number;
  falseAlarms: number;
  concernOnSafe: number;
  byFamily: FamilyFigures[];
};

export type ModelCard = {
  version: string;
  data: { sha256: string; messages: number; risk: number; safe: number; files: Corpus['files'] };
  features: { wordGrams: number; charGrams: number };
  training: typeof TRAIN_OPTIONS;
  threshold: number;
  concernThreshold: number;
  crossValidation: Summary & { folds: number };
  trainingSet: Summary;
};

const rate = (n: number, d: number) => Number((n / d).toFixed(4));

/** Figures of a detector: flagged = score at or above the threshold, or a coded word. */
export function summarise(
  messages: LabelledMessage[],
  scores: number[],
  threshold: number,
  concern: number,
): Summary {
  const flagged = messages.map((m, i) => scores[i]! >= threshold || codedSlang(m.text));
  const risk = messages.map((m, i) => ({ m, f: flagged[i]! })).filter(({ m }) => m.label === 1);
  const safe = messages
    .map((m, i) => ({ m, f: flagged[i]!, s: scores[i]! }))
    .filter(({ m }) => m.label === 0);
  return {
    recall: rate(risk.filter((r) => r.f).length, risk.length),
    falseAlarms: rate(safe.filter((r) => r.f).length, safe.length),
    concernOnSafe: rate(safe.filter((r) => !r.f && r.s >= concern).length, safe.length),
    byFamily: figures(messages, flagged),
  };
}

export const FOLDS = 5;

/** Trains on the corpus as it stands: the model file and its card, the same bytes every time. */
export function buildModel(corpusDir: string): { model: CrisisModelFile; card: ModelCard } {
  const corpus = readCorpus(corpusDir);
  const { messages } = corpus;
  const options = TRAIN_OPTIONS;
  // the version names the corpus and the options together: either changing makes a new model
  const version = `crisis-lr-${createHash('sha256')
    .update(`${corpus.sha256}\n${JSON.stringify(options)}`)
    .digest('hex')
    .slice(0, 12)}`;
  const model = fit(messages, version, options);
  const runtime = new CrisisModel(model);
  const outOfFold = crossValidate(messages, FOLDS, options);
  const risk = messages.filter((m) => m.label === 1).length;
  const card: ModelCard = {
    version,
    data: {
      sha256: corpus.sha256,
      messages: messages.length,
      risk,
      safe: messages.length - risk,
      files: corpus.files,
    },
    features: {
      wordGrams: Object.keys(model.word).length,
      charGrams: Object.keys(model.char).length,
    },
    training: options,
    threshold: options.threshold,
    concernThreshold: options.concernThreshold,
    crossValidation: {
      folds: FOLDS,
      ...summarise(messages, outOfFold, options.threshold, options.concernThreshold),
    },
    trainingSet: summarise(
      messages,
      messages.map((m) => runtime.probability(m.text)),
      options.threshold,
      options.concernThreshold,
    ),
  };
  return { model, card };
}
