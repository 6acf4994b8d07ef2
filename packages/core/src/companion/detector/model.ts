import { charGrams, tokenClauses, tokens, weigh, wordGrams, type NegationScope } from './features';

/**
 * What a message risks, for choosing the reply's first words. The detector's yes or no comes from
 * the crisis score alone; the kind only shapes how Mood Friend answers.
 */
export const CRISIS_KINDS = [
  'self',
  'acted',
  'method',
  'goodbye',
  'self-harm',
  'third-party',
  'harm-to-others',
  'harm-from-others',
] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

/** The committed weights: a logistic regression, and a small softmax that names the kind of risk. */
export type CrisisModelFile = {
  version: string;
  /** at or above: a crisis reply and card */
  threshold: number;
  /** at or above (and below the threshold): a gentle check-in */
  concernThreshold: number;
  bias: number;
  /** how much the word and the character block count */
  scales: [number, number];
  /** each block divided by √(‖x‖² + normFloor²) */
  normFloor: number;
  /** character grams across words, or within each word */
  charAcrossWords: boolean;
  /** n-grams over word classes too */
  wordClasses: boolean;
  /** how far a negation marks the words after it */
  negation: NegationScope;
  /** gram → [inverse document frequency, weight] */
  word: Record<string, [number, number]>;
  char: Record<string, [number, number]>;
  kinds: { labels: CrisisKind[]; bias: number[]; word: Record<string, number[]> };
  /** a hidden layer over the same features (some of them), averaged with the linear score */
  hidden?: HiddenLayerFile;
};

/**
 * A small network: ReLU units over the features the layer reads (the linear model's tf-idf
 * values, unchanged), then one output. Its probability and the linear model's are averaged,
 * `mix` of it and `1 - mix` of the linear one.
 */
export type HiddenLayerFile = {
  units: number;
  mix: number;
  /** gram → its weight into each unit */
  word: Record<string, number[]>;
  char: Record<string, number[]>;
  bias: number[];
  out: number[];
  outBias: number;
};

type HiddenLayer = {
  word: Map<number, Float64Array>;
  char: Map<number, Float64Array>;
  bias: Float64Array;
  out: Float64Array;
  outBias: number;
  mix: number;
};

function hiddenLayer(file: HiddenLayerFile, word: Block, char: Block): HiddenLayer {
  const rows = (entries: Record<string, number[]>, b: Block) => {
    const out = new Map<number, Float64Array>();
    for (const [gram, weights] of Object.entries(entries)) {
      const id = b.index.get(gram);
      if (id !== undefined) out.set(id, Float64Array.from(weights));
    }
    return out;
  };
  return {
    word: rows(file.word, word),
    char: rows(file.char, char),
    bias: Float64Array.from(file.bias),
    out: Float64Array.from(file.out),
    outBias: file.outBias,
    mix: file.mix,
  };
}

/** The hidden layer's logit for a message's weighed features. */
export function hiddenLogit(
  layer: Pick<HiddenLayer, 'bias' | 'out' | 'outBias'>,
  inputs: [Map<number, Float64Array>, { ids: number[]; values: number[] }, number][],
) {
  const h = Float64Array.from(layer.bias);
  for (const [rows, { ids, values }, scale] of inputs) {
    for (let i = 0; i < ids.length; i++) {
      const row = rows.get(ids[i]!);
      if (!row) continue;
      const x = values[i]! * scale;
      for (let k = 0; k < h.length; k++) h[k]! += x * row[k]!;
    }
  }
  let z = layer.outBias;
  for (let k = 0; k < h.length; k++) if (h[k]! > 0) z += h[k]! * layer.out[k]!;
  return z;
}

type Block = { index: Map<string, number>; idf: Float64Array; weights: Float64Array };

function block(entries: Record<string, [number, number]>): Block {
  const keys = Object.keys(entries);
  const index = new Map<string, number>();
  const idf = new Float64Array(keys.length);
  const weights = new Float64Array(keys.length);
  keys.forEach((key, i) => {
    const [d, w] = entries[key]!;
    index.set(key, i);
    idf[i] = d;
    weights[i] = w;
  });
  return { index, idf, weights };
}

function dot(ids: number[], values: number[], weights: Float64Array) {
  let sum = 0;
  for (let i = 0; i < ids.length; i++) sum += values[i]! * weights[ids[i]!]!;
  return sum;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export class CrisisModel {
  readonly version: string;
  readonly threshold: number;
  readonly concernThreshold: number;
  private readonly bias: number;
  private readonly scales: [number, number];
  private readonly normFloor: number;
  private readonly charAcrossWords: boolean;
  private readonly wordClasses: boolean;
  private readonly negation: NegationScope;
  private readonly word: Block;
  private readonly char: Block;
  private readonly kindLabels: CrisisKind[];
  private readonly kindBias: number[];
  private readonly kindIndex: Map<string, number[]>;
  private readonly hidden: HiddenLayer | undefined;

  constructor(file: CrisisModelFile) {
    this.version = file.version;
    this.threshold = file.threshold;
    this.concernThreshold = file.concernThreshold;
    this.bias = file.bias;
    this.scales = file.scales;
    this.normFloor = file.normFloor;
    this.charAcrossWords = file.charAcrossWords;
    this.wordClasses = file.wordClasses;
    this.negation = file.negation;
    this.word = block(file.word);
    this.char = block(file.char);
    this.kindLabels = file.kinds.labels;
    this.kindBias = file.kinds.bias;
    this.kindIndex = new Map(Object.entries(file.kinds.word));
    this.hidden = file.hidden && hiddenLayer(file.hidden, this.word, this.char);
  }

  /** The probability, by the model, that the message signals risk. */
  probability(text: string): number {
    const { linear, hidden } = this.parts(text);
    if (hidden === undefined) return linear;
    const mix = this.hidden!.mix;
    return (1 - mix) * linear + mix * hidden;
  }

  /** The linear model's probability and the hidden layer's (when there is one), apart. */
  parts(text: string): { linear: number; hidden?: number } {
    const { list, starts } = tokenClauses(text);
    const w = weigh(
      wordGrams(list, 3, true, this.wordClasses, this.negation, starts),
      this.word.index,
      this.word.idf,
      this.normFloor,
    );
    const c = weigh(
      charGrams(list, this.charAcrossWords),
      this.char.index,
      this.char.idf,
      this.normFloor,
    );
    const [ws, cs] = this.scales;
    const linear = sigmoid(
      this.bias +
        ws * dot(w.ids, w.values, this.word.weights) +
        cs * dot(c.ids, c.values, this.char.weights),
    );
    if (!this.hidden) return { linear };
    const z = hiddenLogit(this.hidden, [
      [this.hidden.word, w, ws],
      [this.hidden.char, c, cs],
    ]);
    return { linear, hidden: sigmoid(z) };
  }

  /** The most likely kind of risk, read from the message's words. */
  kind(text: string): CrisisKind {
    const logits = [...this.kindBias];
    const present = [...wordGrams(tokens(text), 2, false).keys()].filter((g) =>
      this.kindIndex.has(g),
    );
    const scale = 1 / Math.sqrt(present.length || 1);
    for (const gram of present) {
      const row = this.kindIndex.get(gram)!;
      for (let k = 0; k < logits.length; k++) logits[k]! += row[k]! * scale;
    }
    let best = 0;
    for (let k = 1; k < logits.length; k++) if (logits[k]! > logits[best]!) best = k;
    return this.kindLabels[best] ?? 'self';
  }
}
