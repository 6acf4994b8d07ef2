/** The timing of a guided breathing exercise, free of React so it reads as plain rules. */

export type BreathingPattern = 'box' | '4-7-8';
export type PhaseKind = 'in' | 'hold' | 'out';
export type Phase = { kind: PhaseKind; seconds: number };

export const PATTERNS: Record<
  BreathingPattern,
  { title: string; instruction: string; phases: readonly Phase[] }
> = {
  box: {
    title: 'Box breathing',
    instruction: 'Breathe in, hold, breathe out and hold again, four seconds each.',
    phases: [
      { kind: 'in', seconds: 4 },
      { kind: 'hold', seconds: 4 },
      { kind: 'out', seconds: 4 },
      { kind: 'hold', seconds: 4 },
    ],
  },
  '4-7-8': {
    title: '4-7-8 breathing',
    instruction: 'Breathe in through your nose for 4, hold for 7, then out slowly for 8.',
    phases: [
      { kind: 'in', seconds: 4 },
      { kind: 'hold', seconds: 7 },
      { kind: 'out', seconds: 8 },
    ],
  },
};

export const PHASE_WORDS: Record<PhaseKind, string> = {
  in: 'Breathe in',
  hold: 'Hold',
  out: 'Breathe out',
};

export const SMALL = 0.6;
export const LARGE = 1;

/** The circle's size at the start and end of each phase: it grows on a breath in, shrinks on a breath out, stays on a hold. */
export function phaseScales(phases: readonly Phase[]) {
  let size = SMALL;
  return phases.map((phase) => {
    const from = size;
    if (phase.kind !== 'hold') size = phase.kind === 'in' ? LARGE : SMALL;
    return { from, to: size };
  });
}

export type Status = 'idle' | 'running' | 'paused' | 'stopped' | 'done';

/** How long the whole exercise takes, in milliseconds. */
export function totalMs(phases: readonly Phase[], rounds: number): number {
  return phases.reduce((sum, phase) => sum + phase.seconds, 0) * 1000 * rounds;
}

export type Position = {
  round: number;
  phase: number;
  /** whole seconds left in the phase: what the countdown shows */
  left: number;
  /** where the phase began and ends, in milliseconds from the start */
  startsAt: number;
  endsAt: number;
};

/** Where the exercise is after `elapsed` milliseconds of breathing; null once it is over. */
export function positionAt(
  elapsed: number,
  phases: readonly Phase[],
  rounds: number,
): Position | null {
  const cycle = totalMs(phases, 1);
  if (cycle <= 0 || elapsed < 0 || elapsed >= cycle * rounds) return null;
  const round = Math.floor(elapsed / cycle);
  let startsAt = round * cycle;
  for (const [index, phase] of phases.entries()) {
    const endsAt = startsAt + phase.seconds * 1000;
    if (elapsed < endsAt) {
      const left = phase.seconds - Math.floor((elapsed - startsAt) / 1000);
      return { round: round + 1, phase: index, left, startsAt, endsAt };
    }
    startsAt = endsAt;
  }
  return null;
}
