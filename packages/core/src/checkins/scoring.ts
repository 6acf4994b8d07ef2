import {
  ANSWER_OPTIONS,
  INSTRUMENTS,
  type CheckInInstrument,
  type SeverityBand,
} from './instruments';

export type CheckInScore = {
  /** the sum of the answers */
  total: number;
  band: SeverityBand;
  /**
   * PHQ-9 item 9 (thoughts of being better off dead or of self-harm) answered above "Not at all":
   * the safety flow opens at once, whatever the total.
   */
  safety: boolean;
};

const MAX_ANSWER = Math.max(...ANSWER_OPTIONS.map((o) => o.value));

/** Why `answers` cannot be scored for `instrument`, or null when they can. */
export function answersProblem(instrument: CheckInInstrument, answers: readonly number[]) {
  const { name, items } = INSTRUMENTS[instrument];
  if (answers.length !== items.length)
    return `${name} needs exactly ${items.length} answers, one for each question (got ${answers.length})`;
  if (answers.some((a) => !Number.isInteger(a) || a < 0 || a > MAX_ANSWER))
    return 'Each answer must be 0, 1, 2 or 3';
  return null;
}

/** The severity band of a total, by the instrument's published cut-offs. */
export function bandOf(instrument: CheckInInstrument, total: number): SeverityBand {
  const { bands } = INSTRUMENTS[instrument];
  let found = bands[0]!.band;
  for (const b of bands) if (total >= b.from) found = b.band;
  return found;
}

/** Whether these answers open the safety flow: PHQ-9 item 9 above 0. */
export function needsSafetyFlow(instrument: CheckInInstrument, answers: readonly number[]) {
  const item = INSTRUMENTS[instrument].safetyItem;
  return item !== null && (answers[item - 1] ?? 0) > 0;
}

/** Total, band and the item-9 flag; throws on answers that do not fit the instrument. */
export function scoreCheckIn(instrument: CheckInInstrument, answers: readonly number[]) {
  const problem = answersProblem(instrument, answers);
  if (problem) throw new RangeError(problem);
  const total = answers.reduce((sum, a) => sum + a, 0);
  return {
    total,
    band: bandOf(instrument, total),
    safety: needsSafetyFlow(instrument, answers),
  } satisfies CheckInScore;
}
