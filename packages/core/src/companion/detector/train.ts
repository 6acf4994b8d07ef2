import {
  charGrams,
  tokenClauses,
  tokens,
  wordGrams,
  type Counts,
  type NegationScope,
} from './features';
import {
  CRISIS_KINDS,
  CrisisModel,
  sigmoid,
  type CrisisKind,
  type CrisisModelFile,
  type HiddenLayerFile,
} from './model';

/**
 * Training of the crisis detector: a logistic regression over word 1–3-grams and character
 * 3–5-grams (tf-idf, each block unit length), with balanced class weights and L2, fitted by
 * full-batch Adam so that the same corpus and seed give the same weights, bit for bit.
 * Pure: the corpus comes in, the model file comes out (`crisis/train.ts` does the files).
 */
export type LabelledMessage = { text: string; label: 0 | 1; family: string };

/** Which reply each family of risk gets. Families not listed are not risk. */
export const FAMILY_KIND: Record<string, CrisisKind> = {
  explicit: 'self',
  passive: 'self',
  coded: 'self',
  plan: 'self',
  acted: 'acted',
  method: 'method',
  goodbye: 'goodbye',
  'self-harm': 'self-harm',
  'third-party': 'third-party',
  'harm-to-others': 'harm-to-others',
  'harm-from-others': 'harm-from-others',
};

export type TrainOptions = {
  seed: number;
  iterations: number;
  learningRate: number;
  /** L2 strength */
  lambda: number;
  /** a gram must occur in this many messages to be kept */
  minWordDf: number;
  minCharDf: number;
  /** texting-style copies of each message added for training */
  variants: number;
  /** character grams across words, or within each word */
  charAcrossWords: boolean;
  /** n-grams over word classes too (word-classes.ts) */
  wordClasses: boolean;
  /** how far a negation marks the words after it */
  negation: NegationScope;
  /**
   * each block is divided by √(‖x‖² + floor²): about unit length for long messages, while a
   * message of two words is not blown up to the weight of a paragraph
   */
  normFloor: number;
  /** how much each block counts (each is unit length before this) */
  wordScale: number;
  charScale: number;
  threshold: number;
  concernThreshold: number;
  /** a hidden layer beside the linear model (none when absent) */
  hidden?: HiddenOptions;
};

export type HiddenOptions = {
  units: number;
  /** the layer reads the grams found in at least this many messages (word, character) */
  minDf: [number, number];
  /** mini-batch Adam: passes over the data, messages a step, step size */
  epochs: number;
  batch: number;
  learningRate: number;
  /** L2 strength */
  lambda: number;
  /** first-layer weights start uniform in ±init */
  init: number;
  /** each feature of a message is left out of a step with this chance (the rest scaled up) */
  dropout: number;
  /** the share of the hidden layer's probability in the score */
  mix: number;
};

export const TRAIN_OPTIONS: TrainOptions = {
  seed: 20261123,
  iterations: 500,
  learningRate: 0.05,
  lambda: 5e-6,
  minWordDf: 2,
  minCharDf: 3,
  variants: 1,
  normFloor: 0,
  charAcrossWords: true,
  wordClasses: true,
  negation: { words: 5, clause: true },
  wordScale: 1,
  charScale: 1,
  threshold: 0.5,
  concernThreshold: 0.25,
};

/** A small seeded generator (mulberry32), so augmentation and folds are reproducible. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXTING: [RegExp, string][] = [
  [/\byou\b/g, 'u'],
  [/\bare\b/g, 'r'],
  [/\bwant to\b/g, 'wanna'],
  [/\bgoing to\b/g, 'gonna'],
  [/\bgot to\b/g, 'gotta'],
  [/\bbecause\b/g, 'cos'],
  [/\bplease\b/g, 'pls'],
  [/\btonight\b/g, 'tonite'],
  [/\bi am\b/g, 'im'],
  [/\bthough\b/g, 'tho'],
  [/\bdon't\b/g, 'dont'],
  [/\bi'm\b/g, 'im'],
  [/\bcan't\b/g, 'cant'],
  [/\bkind of\b/g, 'kinda'],
  [/\bprobably\b/g, 'prob'],
];

function typo(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  const choice = next();
  if (choice < 0.34) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // swap
  if (choice < 0.67) return word.slice(0, i) + word.slice(i + 1); // drop
  return word.slice(0, i) + word[i] + word.slice(i); // double
}

/** A texting-style copy: lower case, short forms, no punctuation, one or two typos. */
export function textingVariant(text: string, next: () => number): string {
  let out = text.toLowerCase().replace(/[’']/g, "'");
  for (const [pattern, short] of TEXTING) if (next() < 0.7) out = out.replace(pattern, short);
  if (next() < 0.5) out = out.replace(/[.,!?;:]+/g, '');
  const words = out.split(' ');
  const typos = 1 + Math.floor(next() * 2);
  for (let t = 0; t < typos; t++) {
    const long = words.map((w, i) => (/^[a-z]{4,}$/.test(w) ? i : -1)).filter((i) => i >= 0);
    if (!long.length) break;
    const at = long[Math.floor(next() * long.length)]!;
    words[at] = typo(words[at]!, next);
  }
  return words.join(' ');
}

export function augment(messages: LabelledMessage[], options: TrainOptions): LabelledMessage[] {
  const next = random(options.seed);
  const out = [...messages];
  for (const m of messages) {
    for (let v = 0; v < options.variants; v++)
      out.push({ ...m, text: textingVariant(m.text, next) });
  }
  return out;
}

type Vocabulary = { grams: string[]; index: Map<string, number>; idf: Float64Array };

function vocabulary(docs: Counts[], minDf: number): Vocabulary {
  const df = new Map<string, number>();
  for (const doc of docs) for (const gram of doc.keys()) df.set(gram, (df.get(gram) ?? 0) + 1);
  const grams = [...df.keys()].filter((g) => df.get(g)! >= minDf).sort();
  const idf = new Float64Array(grams.length);
  grams.forEach((g, i) => (idf[i] = Math.log((1 + docs.length) / (1 + df.get(g)!)) + 1));
  return { grams, index: new Map(grams.map((g, i) => [g, i])), idf };
}

type Row = { ids: Int32Array; values: Float64Array };

function unitRow(
  counts: Counts,
  vocab: Vocabulary,
  offset: number,
  scale: number,
  floor: number,
  ids: number[],
  values: number[],
) {
  const start = values.length;
  let norm = 0;
  for (const [gram, count] of counts) {
    const id = vocab.index.get(gram);
    if (id === undefined) continue;
    const value = (1 + Math.log(count)) * vocab.idf[id]!;
    ids.push(id + offset);
    values.push(value);
    norm += value * value;
  }
  norm = (Math.sqrt(norm + floor * floor) || 1) / scale;
  for (let i = start; i < values.length; i++) values[i]! /= norm;
}

/** Full-batch Adam on a weighted loss; `gradient` adds each row's loss gradient for its logits. */
function adam(
  dim: number,
  options: TrainOptions,
  gradient: (params: Float64Array, grad: Float64Array) => void,
) {
  const params = new Float64Array(dim);
  const m = new Float64Array(dim);
  const v = new Float64Array(dim);
  const grad = new Float64Array(dim);
  const [b1, b2, eps] = [0.9, 0.999, 1e-8];
  for (let t = 1; t <= options.iterations; t++) {
    grad.fill(0);
    gradient(params, grad);
    const c1 = 1 - b1 ** t;
    const c2 = 1 - b2 ** t;
    for (let j = 0; j < dim; j++) {
      const g = grad[j]!;
      m[j] = b1 * m[j]! + (1 - b1) * g;
      v[j] = b2 * v[j]! + (1 - b2) * g * g;
      params[j]! -= (options.learningRate * (m[j]! / c1)) / (Math.sqrt(v[j]! / c2) + eps);
    }
  }
  return params;
}

const round = (x: number, digits = 4) => Number(x.toFixed(digits));

/**
 * The hidden layer: ReLU units over the rows' features that `keep` keeps, one logistic output,
 * balanced class weights and L2, fitted by mini-batch Adam on a seeded order: the same rows and
 * seed give the same weights, bit for bit.
 */
function fitHidden(
  rows: Row[],
  labels: (0 | 1)[],
  keep: Int32Array,
  inputs: number,
  hidden: HiddenOptions,
  seed: number,
) {
  const H = hidden.units;
  const next = random(seed ^ 0x5f3759df);
  // rows over the kept features only
  const sub = rows.map(({ ids, values }) => {
    const i: number[] = [];
    const v: number[] = [];
    for (let k = 0; k < ids.length; k++) {
      const at = keep[ids[k]!]!;
      if (at >= 0) {
        i.push(at);
        v.push(values[k]!);
      }
    }
    return { ids: Int32Array.from(i), values: Float64Array.from(v) };
  });
  // parameters: W (inputs × H, a row per feature), then c (H), then v (H), then the output bias
  const W = 0;
  const C = inputs * H;
  const V = C + H;
  const B = V + H;
  const dim = B + 1;
  const params = new Float64Array(dim);
  for (let j = 0; j < C; j++) params[j] = (2 * next() - 1) * hidden.init;
  const outInit = Math.sqrt(6 / (H + 1));
  for (let k = 0; k < H; k++) params[V + k] = (2 * next() - 1) * outInit;
  const positives = labels.filter((y) => y === 1).length;
  const classWeight = [
    labels.length / (2 * (labels.length - positives)),
    labels.length / (2 * positives),
  ];
  const m = new Float64Array(dim);
  const s = new Float64Array(dim);
  const grad = new Float64Array(dim);
  const h = new Float64Array(H);
  const [b1, b2, eps] = [0.9, 0.999, 1e-8];
  const order = Array.from(rows.keys());
  let t = 0;
  for (let epoch = 0; epoch < hidden.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let start = 0; start < order.length; start += hidden.batch) {
      const batch = order.slice(start, start + hidden.batch);
      grad.fill(0);
      for (const r of batch) {
        const row = sub[r]!;
        const ids = row.ids;
        let values = row.values;
        if (hidden.dropout > 0) {
          values = Float64Array.from(values);
          const scale = 1 / (1 - hidden.dropout);
          for (let q = 0; q < values.length; q++)
            values[q] = next() < hidden.dropout ? 0 : values[q]! * scale;
        }
        for (let k = 0; k < H; k++) h[k] = params[C + k]!;
        for (let q = 0; q < ids.length; q++) {
          const x = values[q]!;
          const base = W + ids[q]! * H;
          for (let k = 0; k < H; k++) h[k]! += x * params[base + k]!;
        }
        let z = params[B]!;
        for (let k = 0; k < H; k++) if (h[k]! > 0) z += h[k]! * params[V + k]!;
        const y = labels[r]!;
        const g = ((sigmoid(z) - y) * classWeight[y]!) / batch.length;
        grad[B]! += g;
        for (let k = 0; k < H; k++) {
          if (h[k]! > 0) {
            grad[V + k]! += g * h[k]!;
            h[k] = g * params[V + k]!; // now the unit's gradient
          } else h[k] = 0;
          grad[C + k]! += h[k]!;
        }
        for (let q = 0; q < ids.length; q++) {
          const x = values[q]!;
          const base = W + ids[q]! * H;
          for (let k = 0; k < H; k++) grad[base + k]! += x * h[k]!;
        }
      }
      for (let j = 0; j < C; j++) grad[j]! += hidden.lambda * params[j]!;
      for (let k = 0; k < H; k++) grad[V + k]! += hidden.lambda * params[V + k]!;
      t++;
      const c1 = 1 - b1 ** t;
      const c2 = 1 - b2 ** t;
      for (let j = 0; j < dim; j++) {
        const gj = grad[j]!;
        m[j] = b1 * m[j]! + (1 - b1) * gj;
        s[j] = b2 * s[j]! + (1 - b2) * gj * gj;
        params[j]! -= (hidden.learningRate * (m[j]! / c1)) / (Math.sqrt(s[j]! / c2) + eps);
      }
    }
  }
  return {
    row: (at: number) => Array.from(params.subarray(at * H, at * H + H), (x) => round(x)),
    bias: Array.from(params.subarray(C, C + H), (x) => round(x)),
    out: Array.from(params.subarray(V, V + H), (x) => round(x)),
    outBias: round(params[B]!),
  };
}

function fitCrisis(messages: LabelledMessage[], options: TrainOptions) {
  const words = (c: ReturnType<typeof tokenClauses>) =>
    wordGrams(c.list, 3, true, options.wordClasses, options.negation, c.starts);
  const originals = messages.map((m) => tokenClauses(m.text));
  const wordVocab = vocabulary(originals.map(words), options.minWordDf);
  const charVocab = vocabulary(
    originals.map((c) => charGrams(c.list, options.charAcrossWords)),
    options.minCharDf,
  );
  const training = augment(messages, options);
  const rows: Row[] = training.map((m) => {
    const clauses = tokenClauses(m.text);
    const ids: number[] = [];
    const values: number[] = [];
    unitRow(words(clauses), wordVocab, 0, options.wordScale, options.normFloor, ids, values);
    unitRow(
      charGrams(clauses.list, options.charAcrossWords),
      charVocab,
      wordVocab.grams.length,
      options.charScale,
      options.normFloor,
      ids,
      values,
    );
    return { ids: Int32Array.from(ids), values: Float64Array.from(values) };
  });
  const positives = training.filter((m) => m.label === 1).length;
  const classWeight = [
    training.length / (2 * (training.length - positives)),
    training.length / (2 * positives),
  ];
  const dim = wordVocab.grams.length + charVocab.grams.length;
  // the last parameter is the bias
  const params = adam(dim + 1, options, (w, grad) => {
    for (let i = 0; i < rows.length; i++) {
      const { ids, values } = rows[i]!;
      let z = w[dim]!;
      for (let k = 0; k < ids.length; k++) z += values[k]! * w[ids[k]!]!;
      const label = training[i]!.label;
      const g = ((sigmoid(z) - label) * classWeight[label]!) / rows.length;
      grad[dim]! += g;
      for (let k = 0; k < ids.length; k++) grad[ids[k]!]! += g * values[k]!;
    }
    for (let j = 0; j < dim; j++) grad[j]! += options.lambda * w[j]!;
  });
  let hidden: HiddenLayerFile | undefined;
  if (options.hidden) {
    const h = options.hidden;
    // the layer reads the grams common enough in the (original) messages
    const df = (docs: Counts[], vocab: Vocabulary) => {
      const counts = new Int32Array(vocab.grams.length);
      for (const doc of docs)
        for (const gram of doc.keys()) {
          const id = vocab.index.get(gram);
          if (id !== undefined) counts[id]!++;
        }
      return counts;
    };
    const wordDf = df(originals.map(words), wordVocab);
    const charDf = df(
      originals.map((c) => charGrams(c.list, options.charAcrossWords)),
      charVocab,
    );
    const keep = new Int32Array(dim).fill(-1);
    const kept: number[] = [];
    wordDf.forEach((n, i) => {
      if (n >= h.minDf[0]) keep[i] = kept.push(i) - 1;
    });
    charDf.forEach((n, i) => {
      if (n >= h.minDf[1])
        keep[i + wordVocab.grams.length] = kept.push(i + wordVocab.grams.length) - 1;
    });
    const layer = fitHidden(
      rows,
      training.map((m) => m.label),
      keep,
      kept.length,
      h,
      options.seed,
    );
    const word: Record<string, number[]> = {};
    const char: Record<string, number[]> = {};
    kept.forEach((id, at) => {
      if (id < wordVocab.grams.length) word[wordVocab.grams[id]!] = layer.row(at);
      else char[charVocab.grams[id - wordVocab.grams.length]!] = layer.row(at);
    });
    hidden = {
      units: h.units,
      mix: h.mix,
      word,
      char,
      bias: layer.bias,
      out: layer.out,
      outBias: layer.outBias,
    };
  }
  const entries = (vocab: Vocabulary, offset: number) => {
    const out: Record<string, [number, number]> = {};
    vocab.grams.forEach((g, i) => (out[g] = [round(vocab.idf[i]!), round(params[i + offset]!)]));
    return out;
  };
  return {
    bias: round(params[dim]!),
    scales: [options.wordScale, options.charScale] as [number, number],
    normFloor: options.normFloor,
    charAcrossWords: options.charAcrossWords,
    wordClasses: options.wordClasses,
    negation: options.negation,
    word: entries(wordVocab, 0),
    char: entries(charVocab, wordVocab.grams.length),
    ...(hidden && { hidden }),
  };
}

/** Which kind of risk: a softmax over word 1–2-grams present, trained on the risk messages only. */
function fitKinds(messages: LabelledMessage[], options: TrainOptions): CrisisModelFile['kinds'] {
  const risk = messages.filter((m) => m.label === 1 && FAMILY_KIND[m.family]);
  const labels = CRISIS_KINDS.filter((k) => risk.some((m) => FAMILY_KIND[m.family] === k));
  const docs = risk.map((m) => wordGrams(tokens(m.text), 2, false));
  const vocab = vocabulary(docs, 2);
  const K = labels.length;
  const rows = docs.map((doc) => {
    const ids = [...doc.keys()]
      .map((g) => vocab.index.get(g))
      .filter((i): i is number => i !== undefined);
    return { ids, scale: 1 / Math.sqrt(ids.length || 1) };
  });
  const y = risk.map((m) => labels.indexOf(FAMILY_KIND[m.family]!));
  const counts = labels.map((_, k) => y.filter((c) => c === k).length);
  const dim = vocab.grams.length;
  const params = adam((dim + 1) * K, options, (w, grad) => {
    const logits = new Float64Array(K);
    for (let i = 0; i < rows.length; i++) {
      const { ids, scale } = rows[i]!;
      for (let k = 0; k < K; k++) logits[k] = w[dim * K + k]!;
      for (const id of ids) for (let k = 0; k < K; k++) logits[k]! += w[id * K + k]! * scale;
      const max = Math.max(...logits);
      let total = 0;
      for (let k = 0; k < K; k++) total += Math.exp(logits[k]! - max);
      const weight = risk.length / (K * counts[y[i]!]!) / rows.length;
      for (let k = 0; k < K; k++) {
        const g = (Math.exp(logits[k]! - max) / total - (k === y[i] ? 1 : 0)) * weight;
        grad[dim * K + k]! += g;
        for (const id of ids) grad[id * K + k]! += g * scale;
      }
    }
    for (let j = 0; j < dim * K; j++) grad[j]! += 10 * options.lambda * w[j]!;
  });
  const word: Record<string, number[]> = {};
  vocab.grams.forEach(
    (g, i) => (word[g] = Array.from(params.subarray(i * K, i * K + K), (x) => round(x, 3))),
  );
  return { labels, bias: Array.from(params.subarray(dim * K), (x) => round(x, 3)), word };
}

export function fit(
  messages: LabelledMessage[],
  version: string,
  options: TrainOptions = TRAIN_OPTIONS,
): CrisisModelFile {
  return {
    version,
    threshold: options.threshold,
    concernThreshold: options.concernThreshold,
    ...fitCrisis(messages, options),
    kinds: fitKinds(messages, options),
  };
}

/** Stratified by family, seeded: fold k holds every fifth message of each family after a shuffle. */
export function folds(messages: LabelledMessage[], k: number, seed: number): number[] {
  const next = random(seed);
  const fold = new Array<number>(messages.length).fill(0);
  const byFamily = new Map<string, number[]>();
  messages.forEach((m, i) => byFamily.set(m.family, [...(byFamily.get(m.family) ?? []), i]));
  for (const family of [...byFamily.keys()].sort()) {
    const list = byFamily.get(family)!;
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    list.forEach((index, position) => (fold[index] = position % k));
  }
  return fold;
}

/** The probabilities of fold `f`'s messages, from a model trained on the other folds. */
export function foldScores(
  messages: LabelledMessage[],
  fold: number[],
  f: number,
  options: TrainOptions = TRAIN_OPTIONS,
): [index: number, probability: number][] {
  const model = new CrisisModel(
    fit(
      messages.filter((_, i) => fold[i] !== f),
      `fold-${f}`,
      options,
    ),
  );
  const out: [number, number][] = [];
  messages.forEach((m, i) => {
    if (fold[i] === f) out.push([i, model.probability(m.text)]);
  });
  return out;
}

/** Each message's probability from a model that never saw it (k-fold). */
export function crossValidate(
  messages: LabelledMessage[],
  k: number,
  options: TrainOptions = TRAIN_OPTIONS,
) {
  const fold = folds(messages, k, options.seed);
  const probability = new Array<number>(messages.length).fill(0);
  for (let f = 0; f < k; f++) {
    for (const [i, p] of foldScores(messages, fold, f, options)) probability[i] = p;
  }
  return probability;
}

export type FamilyFigures = {
  family: string;
  label: 0 | 1;
  messages: number;
  flagged: number;
  rate: number;
};

/** Per family: how many were flagged (recall for risk families, false alarms for the others). */
export function figures(messages: LabelledMessage[], flagged: boolean[]): FamilyFigures[] {
  const families = [...new Set(messages.map((m) => `${m.label}:${m.family}`))].sort().reverse();
  return families.map((key) => {
    const [label, family] = [Number(key[0]) as 0 | 1, key.slice(2)];
    const of = messages
      .map((m, i) => ({ m, f: flagged[i] }))
      .filter(({ m }) => m.family === family && m.label === label);
    const count = of.filter(({ f }) => f).length;
    return { family, label, messages: of.length, flagged: count, rate: round(count / of.length) };
  });
}
