import { z } from '../common/zod';
import { findEmotion, findSubEmotion } from '../emotions/catalogue';
import { findFactor } from '../emotions/factors';
import { factorNameKey } from '../emotions/own-factors';
import { MOOD_MESSAGES } from './messages';
import { derivePleasantness, PLEASANTNESS_MESSAGE } from './pleasantness';

export { MOOD_MESSAGES };

export const NOTES_MAX = 5000;

export const FACTOR_EMPTY_MESSAGE = 'A factor’s name cannot be empty';
/** A factor that is neither built in nor one of the person's own. */
export const unknownFactorMessage = (name: string) => `“${name}” is not one of the factors`;

/** An ISO 8601 date and time with its offset from UTC: `2026-11-20T08:30:00Z`, `…+11:00`. */
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/i;

/**
 * A date that can be stored and read back unchanged: a date and time that exist (no 30 February,
 * no 25 o'clock), with an offset from UTC (without one, a time is read in whatever zone the
 * server runs in), in the years 1000 to 9999.
 */
export function isStorableDate(value: string) {
  const parts = INSTANT.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((p) => (p === undefined ? undefined : Number(p)));
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  if (calendar.getUTCMonth() !== month! - 1 || calendar.getUTCDate() !== day!) return false;
  if (hour! > 23 || minute! > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59)
    return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && /^[1-9]\d{3}-/.test(new Date(time).toISOString());
}

export const DATE_MESSAGE =
  'Date must be a real date and time with its time zone, such as 2026-11-20T08:30:00Z';

export const FUTURE_DATE_MESSAGE =
  'A mood can be logged for now or the past, not a time still to come';

/**
 * How far past the server's clock a mood's time may be and still count as now: a phone's clock
 * that runs a few minutes fast must not turn "now" away.
 */
export const CLOCK_SLACK_MS = 10 * 60_000;

/** An import refused for its entries dated after now: how many, and the first of them. */
export const futureImportMessage = (count: number, firstDay: string) =>
  `${count === 1 ? 'One entry is' : `${count} entries are`} dated in the future (the first on ${firstDay}): a mood can be logged for now or the past. Correct the file's dates and import it again.`;

/** Whether a mood's time (an instant, as sent) is still to come, by the clock `now`. */
export function isFutureMood(date: string, now: Date) {
  return Date.parse(date) > now.getTime() + CLOCK_SLACK_MS;
}

const isoDate = z.string({ error: 'Date is required' }).refine(isStorableDate, DATE_MESSAGE);

export const creativeActivity = z.object({
  completed: z.boolean(),
  duration: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  type: z.string().trim().max(50),
});
export type CreativeActivity = z.infer<typeof creativeActivity>;

/** The fields of a mood entry as a person sends it, before they are matched to the catalogue. */
const moodEntryFields = z.object({
  date: isoDate,
  primaryEmotion: z
    .string({ error: MOOD_MESSAGES.selectEmotion })
    .trim()
    .min(1, MOOD_MESSAGES.selectEmotion),
  subEmotion: z
    .string({ error: MOOD_MESSAGES.selectEmotion })
    .trim()
    .min(1, MOOD_MESSAGES.selectEmotion),
  score: z
    .number({ error: 'Intensity must be a whole number from 1 to 10' })
    .int('Intensity must be a whole number from 1 to 10')
    .min(1, 'Intensity must be a whole number from 1 to 10')
    .max(10, 'Intensity must be a whole number from 1 to 10'),
  /**
   * How good or bad it felt overall (decision 23): a whole number from 1 to 10, derived from the
   * emotion and intensity when absent. (Whole is checked below: a derived one sent back is not.)
   */
  pleasantness: z
    .number({ error: PLEASANTNESS_MESSAGE })
    .min(1, PLEASANTNESS_MESSAGE)
    .max(10, PLEASANTNESS_MESSAGE)
    .optional(),
  /**
   * True as an entry was read: its pleasantness was derived, and the one sent with it counts as
   * none, so an entry sent back as it was read, with a new intensity, gets it derived again.
   */
  pleasantnessDerived: z.boolean({ error: 'pleasantnessDerived must be true or false' }).optional(),
  factors: z.array(z.string().max(50)).max(18, 'Choose at most 18 factors').optional().default([]),
  notes: z
    .string()
    .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)
    .optional()
    .default(''),
  creativeActivity: creativeActivity.optional(),
});
type MoodEntryFields = z.output<typeof moodEntryFields>;

/** Matches an entry's emotions and factors to the catalogue, and derives what was not given. */
function toMoodEntryData(entry: MoodEntryFields, ctx: z.core.$RefinementCtx<MoodEntryFields>) {
  const given = entry.pleasantnessDerived === true ? undefined : entry.pleasantness;
  if (given !== undefined && !Number.isInteger(given)) {
    ctx.addIssue({ code: 'custom', path: ['pleasantness'], message: PLEASANTNESS_MESSAGE });
    return z.NEVER;
  }
  const primary = findEmotion(entry.primaryEmotion);
  if (!primary) {
    ctx.addIssue({
      code: 'custom',
      path: ['primaryEmotion'],
      message: 'This emotion is not in the catalogue',
    });
    return z.NEVER;
  }
  const sub = findSubEmotion(primary, entry.subEmotion);
  if (!sub) {
    ctx.addIssue({
      code: 'custom',
      path: ['subEmotion'],
      message: `This feeling is not one of ${primary.label}’s`,
    });
    return z.NEVER;
  }
  // a built-in factor as the catalogue spells it; any other name can only be one of the person's
  // own factors (decision 25), which the server matches to theirs (and refuses when it is not)
  const factors: string[] = [];
  const seen = new Set<string>();
  for (const [index, name] of entry.factors.entries()) {
    const factor = findFactor(name) ?? name.trim();
    if (!factor) {
      ctx.addIssue({ code: 'custom', path: ['factors', index], message: FACTOR_EMPTY_MESSAGE });
      return z.NEVER;
    }
    if (!seen.has(factorNameKey(factor))) factors.push(factor);
    seen.add(factorNameKey(factor));
  }
  const creative = entry.creativeActivity ?? {
    completed: factors.includes('Creative Activities'),
    duration: 0,
    type: '',
  };
  return {
    date: new Date(entry.date).toISOString(),
    primaryEmotion: primary.id,
    subEmotion: sub,
    score: entry.score,
    pleasantness: given ?? derivePleasantness(primary.id, entry.score),
    /** whether it was derived: an edit without a pleasantness derives it again, if so */
    pleasantnessDerived: given === undefined,
    factors,
    notes: entry.notes.trim(),
    creativeActivity: creative,
  };
}

/** A mood entry as a person sends it; emotions and factors are matched to the catalogue. */
export const moodEntryRequest = moodEntryFields.transform(toMoodEntryData);
export type MoodEntryInput = z.input<typeof moodEntryRequest>;
export type MoodEntryData = z.output<typeof moodEntryRequest>;

export const ENTRY_ID_MESSAGE = 'id must be a UUID made on the device, such as crypto.randomUUID()';
export const ENTRY_ID_TAKEN_MESSAGE =
  'This id is already in use: make a new one on the device and send the entry again';
export const UPDATED_AT_MESSAGE =
  'updatedAt must be the date and time of the edit with its time zone, such as 2026-11-20T08:30:00Z';

/**
 * A new entry (`POST /moods`). `id`, optional, is made on the device, so an entry sent twice
 * (no answer came, or it waited offline) is stored once: sent again, it answers the stored entry.
 */
export const moodCreateRequest = moodEntryFields
  .extend({ id: z.uuid(ENTRY_ID_MESSAGE).optional() })
  .transform((entry, ctx) => {
    const data = toMoodEntryData(entry, ctx);
    return data === z.NEVER ? z.NEVER : { ...data, id: entry.id };
  });
export type MoodCreateInput = z.input<typeof moodCreateRequest>;
export type MoodCreateData = z.output<typeof moodCreateRequest>;

/**
 * A change to an entry (`PUT /moods/:id`). `updatedAt`, optional, is when the edit was made on the
 * device: when the stored entry was changed later than that, the stored one stays (the later edit
 * wins, whichever device sends it first).
 */
export const moodEditRequest = moodEntryFields
  .extend({ updatedAt: z.string().refine(isStorableDate, UPDATED_AT_MESSAGE).optional() })
  .transform((entry, ctx) => {
    const data = toMoodEntryData(entry, ctx);
    return data === z.NEVER
      ? z.NEVER
      : { ...data, updatedAt: entry.updatedAt && new Date(entry.updatedAt).toISOString() };
  });
export type MoodEditInput = z.input<typeof moodEditRequest>;
export type MoodEditData = z.output<typeof moodEditRequest>;

export const moodEntryResponse = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  date: z.string(),
  primaryEmotion: z.string(),
  subEmotion: z.string(),
  /** the intensity of the feeling, 1 to 10 (the spec's slider) */
  score: z.number().int(),
  /** how good or bad it felt overall, 1 to 10 in half steps (a derived one can fall between) */
  pleasantness: z.number(),
  /** true when the person gave no pleasantness and it was derived from the emotion and intensity */
  pleasantnessDerived: z.boolean(),
  factors: z.array(z.string()),
  notes: z.string(),
  creativeActivity: creativeActivity,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** set when the note signals risk: the app then shows where to get help */
  crisis: z.boolean().optional(),
  resources: z
    .array(
      z.object({
        name: z.string(),
        contact: z.string(),
        description: z.string(),
        href: z.string(),
      }),
    )
    .optional(),
});
export type MoodEntry = z.infer<typeof moodEntryResponse>;

/** The most entries one page of the list can hold. */
export const MOOD_PAGE_MAX = 500;
/** A page when no `limit` is given: a client that reads "the list" gets the newest entries. */
export const MOOD_PAGE_DEFAULT = 100;

/**
 * Entries newest first, a page at a time (`limit`, 100 unless given), optionally between two
 * dates; with `before` (the id of the last entry of the page before), the page after it.
 */
export const moodListQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MOOD_PAGE_MAX, `limit can be at most ${MOOD_PAGE_MAX}`)
    .optional(),
  before: z.uuid('before must be the id of an entry').optional(),
  /** only entries with this primary emotion */
  emotion: z
    .string()
    .trim()
    .min(1, 'emotion must not be empty')
    .max(50, 'emotion can be at most 50 characters')
    .optional(),
  /** only entries with this contributing factor */
  factor: z
    .string()
    .trim()
    .min(1, 'factor must not be empty')
    .max(50, 'factor can be at most 50 characters')
    .optional(),
});
export type MoodListQuery = z.infer<typeof moodListQuery>;
