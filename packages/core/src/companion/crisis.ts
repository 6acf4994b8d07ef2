import modelFile from './detector/crisis-model.json';
import { CrisisModel, type CrisisKind, type CrisisModelFile } from './detector/model';
import { codedSlang } from './detector/slang';
import { plainWish } from './detector/plain-wish';

/**
 * Crisis detection: runs on every message a person writes (each chat turn, mood notes, craft
 * writings) before anything else, and cannot be turned off. A learned model (see
 * `crisis/MODEL_CARD.md`) scores the message; a short list of coded words flags it whatever the
 * score. Two levels: `crisis` gets the crisis reply and card; `concern`, a band below, gets a
 * gentle check-in with the helplines one tap away, so a false alarm costs one kind sentence.
 */
export type CrisisSignal = CrisisKind;
export type RiskLevel = 'none' | 'concern' | 'crisis';
export type RiskAssessment = { level: RiskLevel; score: number; signal: CrisisSignal | null };
export type CrisisResult = { crisis: boolean; signal: CrisisSignal | null };

let model: CrisisModel | undefined;

/**
 * The committed model, read on first use (about 0.1 s) and parsed into the model's own tables; the
 * file's text and parsed object are then let go. The server's bundle gives a function that reads
 * the file (apps/server/build.mjs); elsewhere the JSON module itself comes in.
 */
export function crisisModel(): CrisisModel {
  if (model) return model;
  const source = modelFile as unknown;
  const text = typeof source === 'function' ? (source as () => string)() : source;
  model = new CrisisModel((typeof text === 'string' ? JSON.parse(text) : text) as CrisisModelFile);
  return model;
}

export function assessRisk(text: string): RiskAssessment {
  if (!text.trim()) return { level: 'none', score: 0, signal: null };
  const m = crisisModel();
  const score = m.probability(text);
  if (score >= m.threshold || codedSlang(text))
    return { level: 'crisis', score, signal: m.kind(text) };
  // plain words of wanting to die are never left without at least the check-in
  if (score >= m.concernThreshold || plainWish(text))
    return { level: 'concern', score, signal: null };
  return { level: 'none', score, signal: null };
}

export function detectCrisis(text: string): CrisisResult {
  const risk = assessRisk(text);
  return { crisis: risk.level === 'crisis', signal: risk.signal };
}

/** Below a crisis but worth a gentle check-in. */
export function detectConcern(text: string): boolean {
  return assessRisk(text).level === 'concern';
}
