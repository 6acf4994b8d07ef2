// One of the training jobs of crisis/build.ts, run in its own process so that the jobs share the
// machine's cores: `node --import tsx crisis/fit-job.ts CORPUS_DIR JOB VERSION OUT`, where JOB is
// `model` (the model on the whole corpus) or a fold number (that fold's held-out scores). It writes
// its result as JSON to OUT.
import { writeFileSync } from 'node:fs';
import { fit, foldScores, folds, TRAIN_OPTIONS } from '../src/companion/detector/train';
import { FOLDS } from './build';
import { readCorpus } from './corpus';

const [corpusDir, job, version, out] = process.argv.slice(2) as [string, string, string, string];
const { messages } = readCorpus(corpusDir);
const options = TRAIN_OPTIONS;
const result =
  job === 'model'
    ? fit(messages, version, options)
    : foldScores(messages, folds(messages, FOLDS, options.seed), Number(job), options);
writeFileSync(out, JSON.stringify(result));
