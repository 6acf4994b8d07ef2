import { EMOTIONS, findEmotion, findSubEmotion } from '../emotions/catalogue';
import { findFactor, type Factor } from '../emotions/factors';
import { factorNameKey, ownFactorName } from '../emotions/own-factors';
import { isStorableDate } from '../moods/moods';
import { derivePleasantness, intensityFromPleasantness } from '../moods/pleasantness';
import { normalisedScale } from '../trackers/definitions';
import { trackerRequest } from '../trackers/trackers';
import { bearableMeasure, type RestoredTracker, type TrackerReading } from './bearable-trackers';
import { CsvError, parseCsv } from './csv';
import { zonedToUtc } from './zoned-time';

/**
 * Importers for MoodCraft's own export, Daylio's CSV and Bearable's CSV. They are all-or-nothing:
 * any bad row makes the whole file fail with messages naming the line, and nothing is saved.
 * Each entry carries an import key, so importing the same file again adds nothing.
 */
export type ImportFormat = 'moodcraft' | 'daylio' | 'bearable';

export type ImportedEntry = {
  date: string;
  primaryEmotion: string;
  subEmotion: string;
  /** the intensity of the feeling */
  score: number;
  /** how good or bad it felt overall (decision 23) */
  pleasantness: number;
  /** no pleasantness came with the entry: it was derived from the emotion and intensity */
  pleasantnessDerived: boolean;
  /** built-in factors, and the person's own by name (decision 25) */
  factors: string[];
  notes: string;
  creativeActivity: { completed: boolean; duration: number; type: string };
  importKey: string;
  line: number;
};

/** What a mood label counts as: `pleasantness` is the level's own; without it, it is derived. */
export type LabelMapping = Record<
  string,
  { score: number; pleasantness?: number; primaryEmotion: string; subEmotion: string }
>;

type LabelChoice = {
  score: number;
  pleasantness: number;
  pleasantnessDerived: boolean;
  primaryEmotion: string;
  subEmotion: string;
};

export type ParsedImport = {
  format: ImportFormat;
  entries: ImportedEntry[];
  /** Daylio: each mood label with how often it appears and what it maps to */
  labels: {
    label: string;
    count: number;
    score: number;
    pleasantness: number;
    primaryEmotion: string;
    subEmotion: string;
  }[];
  /**
   * Activities that are no factor yet, each with how many entries name it: with `ownFactors.add`
   * they became the person's own factors; without, they stay in the notes (Daylio) or are left out
   */
  newFactors?: { name: string; count: number; colour?: string; positive?: boolean }[];
  /** Bearable: the numeric rows (sleep, energy, symptoms, measurements), for the trackers; a
   * MoodCraft export: its trackers' values */
  trackerReadings?: TrackerReading[];
  /** a MoodCraft export's trackers, values or not, to restore as they were */
  restoredTrackers?: RestoredTracker[];
};

/** The person's own factors as an import sees them. */
export type OwnFactorsAtImport = {
  /** the names of the own factors the person has now */
  names: readonly string[];
  /** whether activities that are no factor yet become the person's own factors */
  add: boolean;
};

/** Matches activity names to the person's own factors, and gathers those that could become one. */
function ownMatcher(own: OwnFactorsAtImport) {
  const known = new Map(own.names.map((n) => [factorNameKey(n), n]));
  const fresh = new Map<string, { name: string; count: number; line: number }>();
  return {
    /** the own factor an activity is */
    known: (activity: string) => known.get(factorNameKey(activity)),
    /** an activity that is no factor: the own factor it becomes when they are being added */
    candidate(activity: string, line: number): string | undefined {
      const key = factorNameKey(activity);
      if (!ownFactorName.safeParse(activity).success) return undefined;
      const seen = fresh.get(key) ?? { name: activity.trim(), count: 0, line: 0 };
      if (seen.line !== line) seen.count++;
      seen.line = line;
      fresh.set(key, seen);
      return own.add ? seen.name : undefined;
    },
    newFactors: () => [...fresh.values()].map(({ name, count }) => ({ name, count })),
  };
}
type OwnMatcher = ReturnType<typeof ownMatcher>;

export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(problems[0] ?? 'This file could not be read');
  }
}

/**
 * Daylio's five mood levels. A level says how good the day was, so it is the pleasantness
 * (decision 23: 10, 8, 5, 3 and 1); the feeling and its intensity are our best reading of it.
 */
export const DAYLIO_DEFAULTS = {
  rad: { score: 9, pleasantness: 10, primaryEmotion: 'joy', subEmotion: 'excitement' },
  good: { score: 6, pleasantness: 8, primaryEmotion: 'joy', subEmotion: 'contentment' },
  meh: { score: 3, pleasantness: 5, primaryEmotion: 'apathy', subEmotion: 'indifference' },
  bad: { score: 6, pleasantness: 3, primaryEmotion: 'sadness', subEmotion: 'disappointment' },
  awful: { score: 9, pleasantness: 1, primaryEmotion: 'sadness', subEmotion: 'despair' },
} satisfies LabelMapping;
/** A label of the person's own, until they say what it means: the middle of the scale. */
const UNKNOWN_LABEL = {
  score: 5,
  pleasantness: 5,
  primaryEmotion: 'contentment',
  subEmotion: 'peacefulness',
} satisfies LabelMapping[string];

const daylioLevel = (key: string) =>
  Object.hasOwn(DAYLIO_DEFAULTS, key)
    ? DAYLIO_DEFAULTS[key as keyof typeof DAYLIO_DEFAULTS]
    : undefined;

/**
 * What a Daylio label counts as: the person's mapping, else the level's defaults. A mapping
 * without a pleasantness keeps the level's own (or, for a label of their own, derives it).
 */
function labelChoice(key: string, mapping: LabelMapping): LabelChoice {
  const level = daylioLevel(key);
  const chosen = (Object.hasOwn(mapping, key) ? mapping[key] : undefined) ?? level ?? UNKNOWN_LABEL;
  const given = chosen.pleasantness ?? level?.pleasantness;
  return {
    score: chosen.score,
    pleasantness: given ?? derivePleasantness(chosen.primaryEmotion, chosen.score),
    pleasantnessDerived: given === undefined,
    primaryEmotion: chosen.primaryEmotion,
    subEmotion: chosen.subEmotion,
  };
}

/** Activity names from other apps that mean one of our factors. */
const FACTOR_SYNONYMS: Record<string, Factor> = {
  sport: 'Exercise',
  gym: 'Exercise',
  running: 'Exercise',
  walk: 'Exercise',
  walking: 'Exercise',
  yoga: 'Exercise',
  'sleep early': 'Sleep',
  friends: 'Social Interaction',
  party: 'Social Interaction',
  date: 'Relationships',
  partner: 'Relationships',
  'healthy food': 'Nutrition',
  'eat healthy': 'Nutrition',
  food: 'Nutrition',
  study: 'Learning',
  reading: 'Hobbies',
  gaming: 'Hobbies',
  drawing: 'Creative Activities',
  writing: 'Journaling',
  shopping: 'Finances',
  money: 'Finances',
  'social media': 'Social Media',
  'meditation ': 'Meditation',
  doctor: 'Health',
  sick: 'Health',
};

/**
 * Activity names that say how a factor went, not only that it played a part: Daylio's "good
 * sleep" and "bad sleep". Our factors carry no good or bad (the list of 18 is fixed), so each
 * counts as its factor and also keeps its own words in the entry's notes, where the difference
 * between a good and a bad night stays readable.
 */
const FACTOR_QUALITIES: Record<string, Factor> = {
  'good sleep': 'Sleep',
  'medium sleep': 'Sleep',
  'bad sleep': 'Sleep',
};

function matchFactor(name: string): Factor | undefined {
  const key = name.trim().toLowerCase();
  return findFactor(key) ?? FACTOR_SYNONYMS[key];
}

function splitActivities(raw: string) {
  return raw
    .split(/\s*\|\s*/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/**
 * The factors among activity names (the person's own too, with `own`), and the names the notes
 * keep: no factor, or how one went.
 */
function sortFactors(activities: string[], own?: { matcher: OwnMatcher; line: number }) {
  const factors: string[] = [];
  const other: string[] = [];
  for (const a of activities) {
    const quality = FACTOR_QUALITIES[a.trim().toLowerCase()];
    // the person's own "Gaming" is theirs, before the synonym that reads it as Hobbies
    const f =
      quality ??
      findFactor(a) ??
      own?.matcher.known(a) ??
      matchFactor(a) ??
      own?.matcher.candidate(a, own.line);
    if (f && !factors.includes(f)) factors.push(f);
    if (!f || quality) other.push(a);
  }
  return { factors, other };
}

const creative = (factors: readonly string[]) => ({
  completed: factors.includes('Creative Activities'),
  duration: 0,
  type: '',
});

function hashText(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** "20:30", "8:30 PM", "8:30pm", "08:30 a.m." → "20:30"; null when not a time. */
export function parseClock(raw: string): string | null {
  const m = /^\s*(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(raw);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.toLowerCase();
  if (minute > 59 || hour > 23 || (half && (hour < 1 || hour > 12))) return null;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "2020-09-22", "22nd Sep 2020", "22 September 2020", "Sep 22, 2020" → "2020-09-22"; null otherwise. */
export function parseDay(raw: string): string | null {
  const text = raw.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  const dmy = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(text);
  const mdy = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy)
    [y, m, d] = [
      Number(dmy[3]),
      MONTHS.indexOf(dmy[2]!.slice(0, 3).toLowerCase()) + 1,
      Number(dmy[1]),
    ];
  else if (mdy)
    [y, m, d] = [
      Number(mdy[3]),
      MONTHS.indexOf(mdy[1]!.slice(0, 3).toLowerCase()) + 1,
      Number(mdy[2]),
    ];
  else return null;
  // entries live in the years 1000 to 9999 (isStorableDate); Date.UTC would also read 0–99 as 1900–1999
  if (y < 1000) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The UTC time of a wall-clock time in the person's zone, or null when it falls outside the years entries can have. */
function entryDate(day: string, clock: string, timeZone: string): string | null {
  const date = zonedToUtc(day, clock, timeZone).toISOString();
  return isStorableDate(date) ? date : null;
}

function columns(header: string[]) {
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  return (name: string) => index.get(name);
}

function parseDaylio(
  rows: string[][],
  lines: number[],
  mapping: LabelMapping,
  timeZone: string,
  own: OwnMatcher | undefined,
): ParsedImport {
  const col = columns(rows[0]!);
  const need = ['full_date', 'time', 'mood', 'activities', 'note'];
  const missing = need.filter((n) => col(n) === undefined);
  if (missing.length)
    throw new ImportError([`Line 1: this Daylio file has no ${missing.join(', ')} column`]);
  const problems: string[] = [];
  const counts = new Map<string, number>();
  const entries: ImportedEntry[] = [];
  rows.slice(1).forEach((row, i) => {
    const line = lines[i + 1]!;
    const get = (name: string) => row[col(name) ?? -1]?.trim() ?? '';
    const day = parseDay(get('full_date'));
    const clock = parseClock(get('time'));
    const label = get('mood');
    if (!day) return void problems.push(`Line ${line}: “${get('full_date')}” is not a date`);
    if (!clock) return void problems.push(`Line ${line}: “${get('time')}” is not a time`);
    if (!label) return void problems.push(`Line ${line}: the mood is empty`);
    const date = entryDate(day, clock, timeZone);
    if (!date) return void problems.push(`Line ${line}: “${get('full_date')}” is not a date`);
    const key = label.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const map = labelChoice(key, mapping);
    const { factors, other } = sortFactors(
      splitActivities(get('activities')),
      own && { matcher: own, line },
    );
    const title = col('note_title') !== undefined ? get('note_title') : '';
    const note = get('note').replace(/<br\s*\/?>/gi, '\n');
    const notes = [title, note, other.length ? `Activities: ${other.join(', ')}` : '']
      .filter(Boolean)
      .join('\n\n');
    entries.push({
      date,
      primaryEmotion: map.primaryEmotion,
      subEmotion: map.subEmotion,
      score: map.score,
      pleasantness: map.pleasantness,
      pleasantnessDerived: map.pleasantnessDerived,
      factors,
      notes: notes.slice(0, 5000),
      creativeActivity: creative(factors),
      importKey: `daylio:${day}T${clock}:${key}:${hashText(get('activities') + title + note)}`,
      line,
    });
  });
  if (problems.length) throw new ImportError(problems);
  const labels = [...counts.entries()].map(([label, count]) => {
    const { score, pleasantness, primaryEmotion, subEmotion } = labelChoice(label, mapping);
    return { label, count, score, pleasantness, primaryEmotion, subEmotion };
  });
  return { format: 'daylio', entries, labels, newFactors: own?.newFactors() };
}

const TIME_OF_DAY: Record<string, string> = {
  pre: '06:00',
  am: '09:00',
  mid: '13:00',
  pm: '19:00',
  'all day': '12:00',
};

/** Feeling words other apps use, and where they sit in our catalogue. */
const FEELING_WORDS: Record<string, [string, string]> = {
  happy: ['joy', 'happiness'],
  excited: ['joy', 'excitement'],
  grateful: ['joy', 'contentment'],
  calm: ['contentment', 'peacefulness'],
  relaxed: ['contentment', 'peacefulness'],
  content: ['contentment', 'satisfaction'],
  anxious: ['fear', 'anxiety'],
  worried: ['fear', 'worry'],
  nervous: ['fear', 'nervousness'],
  stressed: ['fear', 'worry'],
  overwhelmed: ['fear', 'worry'],
  sad: ['sadness', 'disappointment'],
  lonely: ['sadness', 'loneliness'],
  depressed: ['sadness', 'despair'],
  angry: ['anger', 'frustration'],
  frustrated: ['anger', 'frustration'],
  irritated: ['anger', 'irritation'],
  annoyed: ['anger', 'annoyance'],
  bored: ['apathy', 'boredom'],
  numb: ['apathy', 'numbness'],
  hopeful: ['anticipation', 'hope'],
  proud: ['pride', 'accomplishment'],
  loved: ['love', 'affection'],
  guilty: ['guilt', 'regret'],
  ashamed: ['shame', 'embarrassment'],
  confused: ['surprise', 'confusion'],
};

/** The feelings of a Bearable mood reading, matched to our catalogue where they can be. */
function bearableEmotion(detail: string, rating: number) {
  const words = splitActivities(detail);
  for (const w of words) {
    const known = FEELING_WORDS[w.toLowerCase()];
    if (known) return { primaryEmotion: known[0], subEmotion: known[1], used: w };
    const primary = findEmotion(w);
    if (primary)
      return { primaryEmotion: primary.id, subEmotion: primary.subEmotions[0]!, used: w };
    for (const e of EMOTIONS) {
      const sub = findSubEmotion(e, w);
      if (sub) return { primaryEmotion: e.id, subEmotion: sub, used: w };
    }
  }
  const fallback =
    rating >= 7
      ? { primaryEmotion: 'joy', subEmotion: 'contentment' }
      : rating >= 5
        ? { primaryEmotion: 'contentment', subEmotion: 'peacefulness' }
        : { primaryEmotion: 'sadness', subEmotion: 'disappointment' };
  return { ...fallback, used: '' };
}

function parseBearable(rows: string[][], lines: number[], timeZone: string): ParsedImport {
  const col = columns(rows[0]!);
  const rating = col('rating/amount') ?? col('rating') ?? col('amount');
  const timeCol = col('time of day') ?? col('time');
  const missing = [
    ['date', col('date')],
    ['category', col('category')],
    ['rating/amount', rating],
    ['detail', col('detail')],
  ]
    .filter(([, i]) => i === undefined)
    .map(([n]) => n);
  if (missing.length)
    throw new ImportError([`Line 1: this Bearable file has no ${missing.join(', ')} column`]);
  const problems: string[] = [];
  type Reading = {
    day: string;
    clock: string;
    date: string;
    line: number;
    /** Bearable's mood rating, 1 (awful) to 10 (great): how good the mood was */
    rating: number;
    detail: string;
    notes: string;
  };
  const moods: Reading[] = [];
  const readings: TrackerReading[] = [];
  const factorsByDay = new Map<string, string[]>();
  rows.slice(1).forEach((row, i) => {
    const line = lines[i + 1]!;
    const get = (index: number | undefined) =>
      index === undefined ? '' : (row[index]?.trim() ?? '');
    const category = get(col('category')).toLowerCase();
    const measure = bearableMeasure(get(col('category')), get(col('detail')), get(rating));
    if (category !== 'mood' && category !== 'factors' && !measure) return;
    const rawDay = get(col('date formatted')) || get(col('date'));
    const day = parseDay(rawDay) ?? parseDay(get(col('date')));
    if (!day) return void problems.push(`Line ${line}: “${rawDay}” is not a date`);
    if (measure && 'problem' in measure)
      return void problems.push(`Line ${line}: ${measure.problem}`);
    if (measure) return void readings.push({ ...measure, day, line });
    if (category === 'factors') {
      factorsByDay.set(day, [
        ...(factorsByDay.get(day) ?? []),
        ...splitActivities(get(col('detail'))),
      ]);
      return;
    }
    const timeRaw = get(timeCol).toLowerCase();
    const clock = TIME_OF_DAY[timeRaw] ?? parseClock(timeRaw) ?? (timeRaw ? null : '12:00');
    if (!clock) return void problems.push(`Line ${line}: “${timeRaw}” is not a time of day`);
    const value = Number(get(rating));
    if (!Number.isInteger(value) || value < 1 || value > 10)
      return void problems.push(
        `Line ${line}: a mood rating must be a whole number from 1 to 10, not “${get(rating)}”`,
      );
    const date = entryDate(day, clock, timeZone);
    if (!date) return void problems.push(`Line ${line}: “${rawDay}” is not a date`);
    moods.push({
      day,
      clock,
      date,
      line,
      rating: value,
      detail: get(col('detail')),
      notes: get(col('notes')),
    });
  });
  if (problems.length) throw new ImportError(problems);
  const entries = moods.map((m) => {
    const emotion = bearableEmotion(m.detail, m.rating);
    const { factors, other } = sortFactors(factorsByDay.get(m.day) ?? []);
    const feelings = splitActivities(m.detail).filter((w) => w !== emotion.used);
    const notes = [
      m.notes,
      feelings.length ? `Feelings: ${feelings.join(', ')}` : '',
      other.length ? `Factors: ${other.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    return {
      date: m.date,
      primaryEmotion: emotion.primaryEmotion,
      subEmotion: emotion.subEmotion,
      // the rating is how good the mood was; the feeling's intensity is read from how far it is
      // from the middle, on the side the feeling lies
      score: intensityFromPleasantness(emotion.primaryEmotion, m.rating),
      pleasantness: m.rating,
      pleasantnessDerived: false,
      factors,
      notes: notes.slice(0, 5000),
      creativeActivity: creative(factors),
      importKey: `bearable:${m.day}:${m.clock}:${m.rating}:${hashText(m.detail + m.notes)}`,
      line: m.line,
    };
  });
  return { format: 'bearable', entries, labels: [], trackerReadings: readings };
}

const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * A MoodCraft export's trackers and their values, as readings that restore them: each value
 * carries its tracker as the export describes it. Problems are named by their place in the file.
 */
function exportedTrackers(
  doc: { trackers?: unknown; trackerValues?: unknown },
  problems: string[],
): { restored: RestoredTracker[]; readings: TrackerReading[] } {
  const byId = new Map<string, RestoredTracker>();
  (Array.isArray(doc.trackers) ? (doc.trackers as unknown[]) : []).forEach((raw, i) => {
    const t = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const checked = trackerRequest.safeParse({
      kind: t.kind,
      name: t.name,
      unit: t.unit,
      min: t.min,
      max: t.max,
      step: t.step,
    });
    if (!checked.success)
      return void problems.push(`Tracker ${i + 1}: ${checked.error.issues[0]!.message}`);
    if (typeof t.id !== 'string' || !t.id)
      return void problems.push(`Tracker ${i + 1}: the id is missing`);
    const { name, unit, ...scale } = checked.data;
    byId.set(t.id, {
      ...normalisedScale(scale),
      name,
      unit,
      id: t.id,
      archived: t.archived === true,
    });
  });
  const readings: TrackerReading[] = [];
  (Array.isArray(doc.trackerValues) ? (doc.trackerValues as unknown[]) : []).forEach((raw, i) => {
    const where = `Tracker value ${i + 1}`;
    const v = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const tracker = typeof v.trackerId === 'string' ? byId.get(v.trackerId) : undefined;
    if (!tracker) return void problems.push(`${where}: its tracker is not in the file`);
    if (typeof v.day !== 'string' || !isCalendarDay(v.day))
      return void problems.push(`${where}: the day must be a date written YYYY-MM-DD`);
    if (typeof v.value !== 'number' || !Number.isFinite(v.value))
      return void problems.push(`${where}: the value must be a number`);
    readings.push({
      name: tracker.name,
      preset: null,
      day: v.day,
      value: v.value,
      line: i + 1,
      restore: tracker,
    });
  });
  // tracker by tracker in the export's order, the order the person added them, which they keep
  const order = new Map([...byId.keys()].map((id, i) => [id, i]));
  readings.sort((a, b) => order.get(a.restore!.id)! - order.get(b.restore!.id)!);
  return { restored: [...byId.values()], readings };
}

function parseMoodCraft(text: string, own: OwnMatcher | undefined): ParsedImport {
  let doc: {
    format?: string;
    moods?: unknown[];
    ownFactors?: unknown;
    trackers?: unknown;
    trackerValues?: unknown;
  };
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ImportError(['This is not a valid JSON file']);
  }
  if (doc.format !== 'moodcraft-export' || !Array.isArray(doc.moods))
    throw new ImportError(['This JSON is not a MoodCraft export']);
  const problems: string[] = [];
  const entries: ImportedEntry[] = [];
  doc.moods.forEach((raw, i) => {
    const where = `Mood ${i + 1}`;
    if (typeof raw !== 'object' || raw === null)
      return void problems.push(`${where}: this is not a mood entry`);
    const m = raw as Partial<ImportedEntry> & { id?: string };
    const primary =
      typeof m.primaryEmotion === 'string' ? findEmotion(m.primaryEmotion) : undefined;
    const sub =
      primary && typeof m.subEmotion === 'string'
        ? findSubEmotion(primary, m.subEmotion)
        : undefined;
    if (typeof m.date !== 'string' || !isStorableDate(m.date))
      return void problems.push(`${where}: the date is missing or wrong`);
    if (!primary || !sub)
      return void problems.push(`${where}: the emotion is not in the catalogue`);
    if (!Number.isInteger(m.score) || m.score! < 1 || m.score! > 10)
      return void problems.push(`${where}: the score must be 1 to 10`);
    // an export made before decision 23, or a pleasantness that was derived, is derived here
    const derived = m.pleasantness === undefined || m.pleasantnessDerived === true;
    if (
      !derived &&
      (!Number.isInteger(m.pleasantness) || m.pleasantness! < 1 || m.pleasantness! > 10)
    )
      return void problems.push(`${where}: the pleasantness must be a whole number from 1 to 10`);
    const factors = [
      ...new Set(
        (Array.isArray(m.factors) ? m.factors : [])
          .map(
            (f) =>
              findFactor(String(f)) ?? own?.known(String(f)) ?? own?.candidate(String(f), i + 1),
          )
          .filter((f): f is string => Boolean(f)),
      ),
    ];
    entries.push({
      date: new Date(m.date).toISOString(),
      primaryEmotion: primary.id,
      subEmotion: sub,
      score: m.score!,
      pleasantness: derived ? derivePleasantness(primary.id, m.score!) : m.pleasantness!,
      pleasantnessDerived: derived,
      factors,
      notes: typeof m.notes === 'string' ? m.notes.slice(0, 5000) : '',
      creativeActivity:
        m.creativeActivity && typeof m.creativeActivity === 'object'
          ? {
              completed: Boolean(m.creativeActivity.completed),
              duration: Number(m.creativeActivity.duration) || 0,
              type: String(m.creativeActivity.type ?? ''),
            }
          : creative(factors),
      importKey: `moodcraft:${m.id ?? `${m.date}:${primary.id}:${sub}:${m.score}`}`,
      line: i + 1,
    });
  });
  const { restored, readings: trackerReadings } = exportedTrackers(doc, problems);
  if (problems.length) throw new ImportError(problems);
  // a factor of the export's own comes with its colour and whether it was one of the good things
  const described = new Map(
    (Array.isArray(doc.ownFactors) ? (doc.ownFactors as unknown[]) : []).flatMap((f) =>
      typeof f === 'object' && f !== null && typeof (f as { name?: unknown }).name === 'string'
        ? [[factorNameKey((f as { name: string }).name), f as Record<string, unknown>] as const]
        : [],
    ),
  );
  const newFactors = own?.newFactors().map((f) => {
    const d = described.get(factorNameKey(f.name));
    return {
      ...f,
      ...(typeof d?.colour === 'string' ? { colour: d.colour } : {}),
      ...(typeof d?.positive === 'boolean' ? { positive: d.positive } : {}),
    };
  });
  return {
    format: 'moodcraft',
    entries,
    labels: [],
    newFactors,
    ...(restored.length ? { trackerReadings, restoredTrackers: restored } : {}),
  };
}

/** Recognises the format and reads every entry, or throws an ImportError naming each bad line. */
export function parseImport(
  text: string,
  options: { mapping?: LabelMapping; timeZone?: string; ownFactors?: OwnFactorsAtImport } = {},
): ParsedImport {
  const timeZone = options.timeZone ?? 'UTC';
  const own = options.ownFactors && ownMatcher(options.ownFactors);
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{')) return parseMoodCraft(trimmed, own);
  let parsed;
  try {
    parsed = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportError([error.message]);
    throw error;
  }
  const { rows, lines } = parsed;
  if (rows.length < 2) throw new ImportError(['This file has no entries to import']);
  const header = rows[0]!.map((h) => h.trim().toLowerCase());
  const mapping = Object.fromEntries(
    Object.entries(options.mapping ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  if (header.includes('full_date') && header.includes('mood'))
    return parseDaylio(rows, lines, mapping, timeZone, own);
  if (
    header.includes('category') &&
    header.some((h) => h === 'rating/amount' || h === 'rating' || h === 'amount')
  )
    return parseBearable(rows, lines, timeZone);
  throw new ImportError(['This file is not a MoodCraft, Daylio or Bearable export']);
}
