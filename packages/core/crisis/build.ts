import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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

/** The model's version names the corpus and the options together: either changing makes a new one. */
export const modelVersion = (corpusSha256: string, options = TRAIN_OPTIONS) =>
  `crisis-lr-${createHash('sha256')
    .update(`${corpusSha256}\n${JSON.stringify(options)}`)
    .digest('hex')
    .slice(0, 12)}`;

const JOB = new URL('./fit-job.ts', import.meta.url).pathname;

/**
 * The model on the whole corpus and each fold's held-out scores, `workers` jobs at a time, each
 * in a process of its own (crisis/fit-job.ts). Every job is the same computation as in one
 * process, so the results are the same bytes; only the time changes.
 */
async function fitInParallel(corpusDir: string, version: string, count: number, workers: number) {
  const dir = mkdtempSync(join(tmpdir(), 'crisis-fit-'));
  const run = promisify(execFile);
  try {
    const jobs = ['model', ...Array.from({ length: count }, (_, f) => String(f))];
    const results = new Map<string, unknown>();
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const out = join(dir, `${job}.json`);
        await run(process.execPath, ['--import', 'tsx', JOB, corpusDir, job, version, out], {
          maxBuffer: 1 << 24,
        });
        results.set(job, JSON.parse(readFileSync(out, 'utf8')));
      }
    };
    await Promise.all(Array.from({ length: Math.min(workers, jobs.length) }, worker));
    return {
      model: results.get('model') as CrisisModelFile,
      folds: jobs.slice(1).map((job) => results.get(job) as [number, number][]),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Trains on the corpus as it stands: the model file and its card, the same bytes every time.
 * With more than one worker the six fits run side by side in child processes
 * (`CRISIS_TRAIN_WORKERS`, by default one per core).
 */
export async function buildModel(
  corpusDir: string,
  workers = Number(process.env.CRISIS_TRAIN_WORKERS) || availableParallelism(),
  { crossValidation = true }: { crossValidation?: boolean } = {},
): Promise<{ model: CrisisModelFile; card: ModelCard }> {
  const corpus = readCorpus(corpusDir);
  const { messages } = corpus;
  const options = TRAIN_OPTIONS;
  const version = modelVersion(corpus.sha256, options);
  let model: CrisisModelFile;
  let outOfFold: number[];
  // without cross-validation the card's figures for it are left at zero: only the model and its
  // figures on the training set are made (what the reproduction test checks on every run)
  const folds = crossValidation ? FOLDS : 0;
  if (workers > 1) {
    const fitted = await fitInParallel(corpusDir, version, folds, workers);
    model = fitted.model;
    outOfFold = new Array<number>(messages.length).fill(0);
    for (const scores of fitted.folds) for (const [i, p] of scores) outOfFold[i] = p;
  } else {
    model = fit(messages, version, options);
    outOfFold = folds ? crossValidate(messages, folds, options) : [];
  }
  const runtime = new CrisisModel(model);
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
      folds,
      ...summarise(
        messages,
        folds ? outOfFold : messages.map(() => 0),
        options.threshold,
        options.concernThreshold,
      ),
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
