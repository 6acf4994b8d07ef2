import {
  roundToStep,
  scaleProblem,
  TRACKER_NAME_MAX,
  TRACKER_PRESETS,
  TRACKER_VALUE_MAX,
  onStep,
  valueProblem,
  type TrackerDefinition,
} from '../trackers/definitions';

/**
 * Bearable's numeric rows as values of the person's trackers: hours of sleep go to a "Sleep"
 * tracker (hours), energy to "Energy" (1–5), a symptom's severity or a health measurement to a
 * tracker named after it, and any other numeric category to a tracker named after the category.
 * Trackers are matched by name, whatever the case; missing ones are proposed with a scale that
 * fits the file (the app's own for Sleep and Energy). A tracker keeps one value a day, so several
 * readings of one day become one: their average (a count: their total; yes or no: yes if any).
 * Values that do not fit a tracker are reported by line, never clipped.
 */

export type TrackerPresetKey = 'sleep' | 'energy';

/** A tracker as a MoodCraft export describes it, to be restored as it was. */
export type RestoredTracker = TrackerDefinition & { id: string; archived: boolean };

/** One numeric row of the file. */
export type TrackerReading = {
  /** the tracker it goes to, as the file names it */
  name: string;
  /** one of the app's own trackers, whose scale a new one takes */
  preset: TrackerPresetKey | null;
  /** the row's day, YYYY-MM-DD */
  day: string;
  value: number;
  line: number;
  /**
   * The tracker as a MoodCraft export describes it: a tracker the person lacks is made as it
   * was (archived if it was), and one they archived since still takes its values back.
   */
  restore?: RestoredTracker;
};

/** What a row says before its day is read: a reading, a problem, or nothing to import (null). */
export type BearableMeasure =
  { name: string; preset: TrackerPresetKey | null; value: number } | { problem: string };

/** Categories whose rows each name a thing of their own in the detail: a symptom, a measurement. */
const NAMED_BY_DETAIL = new Set([
  'symptom',
  'symptoms',
  'health measurement',
  'health measurements',
  'measurement',
  'measurements',
  'meds/supplements',
  'medication',
  'medications',
  'supplements',
]);

/** Categories another part of the import reads, or that carry no number. */
const NOT_MEASURES = new Set(['mood', 'factors', 'notes', 'gratitude']);

/** "7.5", "7,5", and for hours also "7:30" or "7h 30m"; null when not a number. */
function readAmount(raw: string, hours: boolean): number | null {
  const text = raw.trim();
  if (/^-?\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  if (!hours) return null;
  const clock =
    /^(\d{1,2}):([0-5]\d)$/.exec(text) ?? /^(\d{1,2})\s*h\s*(?:([0-5]?\d)\s*m?)?$/i.exec(text);
  if (!clock) return null;
  return Number(clock[1]) + Number(clock[2] ?? 0) / 60;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What one Bearable row holds for the trackers. Sleep and energy rows must carry a number; a
 * row of another category is a reading only when its rating or amount is a number.
 */
export function bearableMeasure(
  category: string,
  detail: string,
  amount: string,
): BearableMeasure | null {
  const kind = tidy(category).toLowerCase();
  if (!kind || NOT_MEASURES.has(kind) || !amount.trim()) return null;
  const preset: TrackerPresetKey | null =
    kind === 'sleep' ? 'sleep' : kind === 'energy' ? 'energy' : null;
  const value = readAmount(amount, preset === 'sleep');
  if (value === null) {
    if (preset === 'sleep') return { problem: `sleep must be a number of hours, not “${amount}”` };
    if (preset === 'energy') return { problem: `energy must be a number, not “${amount}”` };
    return null;
  }
  const name =
    preset === 'sleep'
      ? 'Sleep'
      : preset === 'energy'
        ? 'Energy'
        : capitalised(tidy(NAMED_BY_DETAIL.has(kind) && tidy(detail) ? detail : category));
  if (name.length > TRACKER_NAME_MAX)
    return {
      problem: `“${name.slice(0, 20)}…” is too long for a tracker’s name (at most ${TRACKER_NAME_MAX} characters)`,
    };
  if (name.includes('\u0000'))
    return { problem: 'the name holds a character that cannot be saved' };
  return { name, preset, value };
}

/** A tracker the person has, its name as they read it. */
export type ExistingTracker = TrackerDefinition & { id: string; archived: boolean };

export type LineProblem = { line: number; message: string };

/** Where the file's values of one tracker go, one a day. */
export type PlannedTracker = {
  definition: TrackerDefinition;
  /** the person's tracker, or null for one the import adds */
  id: string | null;
  /** a tracker the import adds as archived (one archived in the export it restores) */
  archived: boolean;
  /** one value a day, oldest first */
  values: { day: string; value: number }[];
  /** days that had several readings, made one */
  merged: number;
  /** the lines whose values do not fit */
  problems: LineProblem[];
};

export type TrackerPlan = {
  trackers: PlannedTracker[];
  /** lines that go to no tracker at all (an archived one) */
  problems: LineProblem[];
};

/** Steps a new tracker may take, coarsest first. */
const STEPS = [1, 0.5, 0.25, 0.1, 0.05, 0.01];

/** The coarsest step, up to `preferred`, that every value lies on (else `preferred`). */
function fittingStep(values: number[], min: number, preferred: number) {
  return (
    STEPS.filter((step) => step <= preferred).find((step) =>
      values.every((value) => onStep(value, { min, step })),
    ) ?? preferred
  );
}

/** A new tracker for the file's values: Sleep and Energy as the app offers them, others to fit. */
function newTracker(
  name: string,
  preset: TrackerPresetKey | null,
  values: number[],
): TrackerDefinition {
  const offered = preset && TRACKER_PRESETS.find((p) => p.key === preset);
  if (offered) {
    const { key: _key, ...definition } = offered;
    return { ...definition, step: fittingStep(values, offered.min, offered.step) };
  }
  const bound = (n: number) => Math.max(-TRACKER_VALUE_MAX, Math.min(TRACKER_VALUE_MAX, n));
  const min = bound(Math.min(0, Math.floor(Math.min(...values))));
  const max = bound(Math.max(10, Math.ceil(Math.max(...values))));
  const definition: TrackerDefinition = {
    kind: 'numeric',
    name,
    unit: '',
    min,
    max,
    step: fittingStep(values, min, 1),
  };
  return scaleProblem(definition) ? { ...definition, step: 1 } : definition;
}

/** A day's value from its readings: their average on the tracker's steps, total, or any yes. */
function dayValue(tracker: TrackerDefinition, values: number[]) {
  if (values.length === 1) return values[0]!;
  if (tracker.kind === 'yes-no') return Math.max(...values);
  const total = values.reduce((a, b) => a + b, 0);
  if (tracker.kind === 'count') return total;
  return roundToStep(total / values.length, tracker);
}

const plain = (n: number) => n.toLocaleString('en-AU', { maximumFractionDigits: 10 });

/**
 * Where each reading goes: to the person's tracker of that name (whatever the case; one in use
 * before an archived one), else to a new tracker. `today` is the person's today: a value of a
 * later day is a problem, as are values off a tracker's scale. `restored` are a MoodCraft export's
 * trackers, in its order: each the person lacks is added, even one without values.
 */
export function planTrackerImport(
  readings: readonly TrackerReading[],
  existing: readonly ExistingTracker[],
  today: string,
  restored: readonly RestoredTracker[] = [],
): TrackerPlan {
  type Group = { name: string; restore?: RestoredTracker; list: TrackerReading[] };
  const groups = new Map<string, Group>(
    restored.map((restore) => [`restore:${restore.id}`, { name: restore.name, restore, list: [] }]),
  );
  for (const reading of readings) {
    // an export's trackers stay apart even where two share a name; a file's readings go by name
    const key = reading.restore ? `restore:${reading.restore.id}` : reading.name.toLowerCase();
    const group = groups.get(key);
    if (group) group.list.push(reading);
    else groups.set(key, { name: reading.name, restore: reading.restore, list: [reading] });
  }
  const trackers: PlannedTracker[] = [];
  const problems: LineProblem[] = [];
  for (const { name, restore, list } of groups.values()) {
    const key = name.trim().toLowerCase();
    const same = existing.filter((t) => t.name.trim().toLowerCase() === key);
    // a restored export's values go back to its tracker even when the person archived it since
    const own = same.find((t) => !t.archived) ?? (restore ? same[0] : undefined);
    // a restored tracker the person has, with no values in the file: nothing to do
    if (own && !list.length) continue;
    if (!own && same.length) {
      problems.push({
        line: list[0]!.line,
        message: `${same[0]!.name} is archived: restore it on the Trackers page to import its values`,
      });
      continue;
    }
    const definition: TrackerDefinition = own
      ? {
          kind: own.kind,
          name: own.name,
          unit: own.unit,
          min: own.min,
          max: own.max,
          step: own.step,
        }
      : restore
        ? {
            kind: restore.kind,
            name: restore.name,
            unit: restore.unit,
            min: restore.min,
            max: restore.max,
            step: restore.step,
          }
        : newTracker(
            name,
            list[0]!.preset,
            list.map((r) => r.value),
          );
    const lineProblems: LineProblem[] = [];
    const byDay = new Map<string, TrackerReading[]>();
    for (const reading of list) {
      const wrong =
        reading.day > today
          ? `${definition.name} is dated ${reading.day}, after today: a value can be logged for today or an earlier day`
          : valueProblem(definition, reading.value);
      if (wrong) lineProblems.push({ line: reading.line, message: wrong });
      byDay.set(reading.day, [...(byDay.get(reading.day) ?? []), reading]);
    }
    const values = [...byDay.keys()].sort().map((day) => {
      const readingsOfDay = byDay.get(day)!;
      const value = dayValue(
        definition,
        readingsOfDay.map((r) => r.value),
      );
      if (definition.kind === 'count' && value > definition.max && readingsOfDay.length > 1)
        lineProblems.push({
          line: readingsOfDay[readingsOfDay.length - 1]!.line,
          message: `${definition.name} adds up to ${plain(value)} on ${day}, above its highest value of ${plain(definition.max)}`,
        });
      return { day, value };
    });
    trackers.push({
      definition,
      id: own?.id ?? null,
      archived: !own && Boolean(restore?.archived),
      values,
      merged: [...byDay.values()].filter((r) => r.length > 1).length,
      problems: lineProblems,
    });
  }
  return { trackers, problems };
}

/** Problems in the order of the file's lines, as "Line 7: …" (or "Tracker value 7: …"). */
export const lineMessages = (problems: readonly LineProblem[], label = 'Line') =>
  [...problems].sort((a, b) => a.line - b.line).map((p) => `${label} ${p.line}: ${p.message}`);
