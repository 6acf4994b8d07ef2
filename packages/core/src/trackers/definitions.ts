/**
 * What a person can track beside their mood: a number on a scale (sleep hours, energy 1–5, pain
 * 0–10, steps), a yes or no (medication taken, alcohol), or a count of something done in a day.
 * Each value belongs to one day in the person's own time zone.
 */

export const TRACKER_KINDS = ['numeric', 'yes-no', 'count'] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number];

/** How many trackers a person can keep in use at once (archived ones do not count). */
export const TRACKER_LIMIT = 30;
export const TRACKER_NAME_MAX = 60;
export const TRACKER_UNIT_MAX = 20;
/** The largest value any tracker takes: a day's steps, with room to spare. */
export const TRACKER_VALUE_MAX = 1_000_000;
/** A count's range when none is given. */
export const COUNT_MAX_DEFAULT = 100;

export type TrackerScale = { kind: TrackerKind; min: number; max: number; step: number };
export type TrackerDefinition = TrackerScale & { name: string; unit: string };

export type TrackerPreset = TrackerDefinition & { key: string };

/** The trackers offered with one tap; a custom one is always possible. */
export const TRACKER_PRESETS: readonly TrackerPreset[] = [
  { key: 'sleep', kind: 'numeric', name: 'Sleep', unit: 'hours', min: 0, max: 24, step: 0.5 },
  { key: 'energy', kind: 'numeric', name: 'Energy', unit: '', min: 1, max: 5, step: 1 },
  { key: 'pain', kind: 'numeric', name: 'Pain', unit: '', min: 0, max: 10, step: 1 },
  { key: 'steps', kind: 'numeric', name: 'Steps', unit: 'steps', min: 0, max: 100_000, step: 1 },
  {
    key: 'medication',
    kind: 'yes-no',
    name: 'Medication taken',
    unit: '',
    min: 0,
    max: 1,
    step: 1,
  },
  { key: 'alcohol', kind: 'yes-no', name: 'Alcohol', unit: '', min: 0, max: 1, step: 1 },
];

/** How many decimal places a step has (0.5 → 1, 0.25 → 2, 1 → 0). */
export function stepDecimals(step: number): number {
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/** `value` rounded to the nearest step of the scale, counted from its minimum. */
export function roundToStep(value: number, scale: Pick<TrackerScale, 'min' | 'step'>): number {
  const steps = Math.round((value - scale.min) / scale.step);
  const rounded = scale.min + steps * scale.step;
  const decimals = Math.max(stepDecimals(scale.step), stepDecimals(scale.min));
  return Number(rounded.toFixed(Math.min(decimals, 10)));
}

/** Whether `value` lies on a step of the scale (within rounding error). */
export function onStep(value: number, scale: Pick<TrackerScale, 'min' | 'step'>): boolean {
  return Math.abs(roundToStep(value, scale) - value) < 1e-9 * Math.max(1, Math.abs(value));
}

const plain = (n: number) => n.toLocaleString('en-AU', { maximumFractionDigits: 10 });

/** Why `value` does not fit the tracker, in words for the person, or null when it fits. */
export function valueProblem(tracker: TrackerDefinition, value: number): string | null {
  if (!Number.isFinite(value)) return 'value must be a number';
  if (tracker.kind === 'yes-no')
    return value === 0 || value === 1 ? null : 'value must be 1 (yes) or 0 (no)';
  if (tracker.kind === 'count' && !Number.isInteger(value))
    return `${tracker.name} is a count: value must be a whole number`;
  if (value < tracker.min || value > tracker.max)
    return `${tracker.name} must be between ${plain(tracker.min)} and ${plain(tracker.max)}`;
  if (!onStep(value, tracker))
    return `${tracker.name} goes in steps of ${plain(tracker.step)} from ${plain(tracker.min)}`;
  return null;
}

/**
 * Why a scale cannot be used, or null. Yes-no and count trackers have fixed scales, so only a
 * numeric one is checked in full.
 */
export function scaleProblem(scale: TrackerScale): { path: string; message: string } | null {
  if (scale.kind === 'yes-no') return null;
  if (scale.max <= scale.min)
    return { path: 'max', message: 'The highest value must be above the lowest' };
  if (scale.kind === 'count') return null;
  if (scale.step > scale.max - scale.min)
    return { path: 'step', message: 'The step must fit between the lowest and highest values' };
  if ((scale.max - scale.min) / scale.step > TRACKER_VALUE_MAX)
    return { path: 'step', message: 'The step is too small for this range' };
  return null;
}

/** The scale a tracker is stored with: yes-no is always 0–1, a count whole numbers from 0. */
export function normalisedScale(input: {
  kind: TrackerKind;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
}): TrackerScale {
  if (input.kind === 'yes-no') return { kind: 'yes-no', min: 0, max: 1, step: 1 };
  if (input.kind === 'count')
    return { kind: 'count', min: 0, max: input.max ?? COUNT_MAX_DEFAULT, step: 1 };
  return { kind: 'numeric', min: input.min ?? 0, max: input.max ?? 10, step: input.step ?? 1 };
}

/** A value as people read it: "Yes" or "No", or the number with its unit ("7.5 hours"). */
export function formatValue(tracker: Pick<TrackerDefinition, 'kind' | 'unit'>, value: number) {
  if (tracker.kind === 'yes-no') return value >= 1 ? 'Yes' : 'No';
  return tracker.unit ? `${plain(value)} ${tracker.unit}` : plain(value);
}
