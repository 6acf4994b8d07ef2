import { z } from '../common/zod';
import { CHECK_IN_INSTRUMENTS, SEVERITY_BANDS } from '../checkins/instruments';
import { TRACKER_KINDS } from '../trackers/definitions';

/** A real calendar day (no 2026-02-30), as YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-01')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'This date does not exist');

export const shareLinkRequest = z
  .object({
    from: day,
    to: day,
    includeNotes: z.boolean().optional().default(false),
    expiresInDays: z
      .number()
      .int()
      .min(1, 'A link lasts at least a day')
      .max(90, 'A link can last at most 90 days')
      .optional()
      .default(14),
  })
  .refine((v) => v.from <= v.to, { message: 'The period must start before it ends', path: ['to'] });

/** A period of one's own report as a PDF: `?from=2026-10-01&to=2026-10-31&includeNotes=true`. */
export const reportPdfQuery = z
  .object({
    from: day,
    to: day,
    includeNotes: z
      .enum(['true', 'false'], { error: 'includeNotes must be true or false' })
      .optional()
      .transform((v) => v === 'true'),
  })
  .refine((v) => v.from <= v.to, { message: 'The period must start before it ends', path: ['to'] });

export const shareLinkResponse = z.object({
  id: z.uuid(),
  from: z.string(),
  to: z.string(),
  includeNotes: z.boolean(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** only when the link is created: the token is never stored in the clear */
  url: z.string().optional(),
});
export type ShareLink = z.infer<typeof shareLinkResponse>;

export const reportResponse = z.object({
  name: z.string(),
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  timeZone: z.string(),
  expiresAt: z.string(),
  summary: z.object({
    entries: z.number().int(),
    averageMood: z.number(),
    trend: z.enum(['improving', 'stable', 'declining']),
    daysWithEntries: z.number().int(),
  }),
  /** each entry of the period, oldest first: its pleasantness is what the chart draws */
  timeline: z.array(
    z.object({
      date: z.string(),
      score: z.number().int(),
      pleasantness: z.number(),
      primaryEmotion: z.string(),
      subEmotion: z.string(),
    }),
  ),
  distribution: z.array(
    z.object({ emotion: z.string(), count: z.number().int(), percentage: z.number() }),
  ),
  factorImpact: z.array(
    z.object({
      factor: z.string(),
      average: z.number(),
      count: z.number().int(),
      positive: z.boolean(),
    }),
  ),
  notes: z.array(z.object({ date: z.string(), text: z.string() })).nullable(),
  /**
   * The PHQ-9 and GAD-7 check-ins of the period, oldest first: total and severity band, and for
   * the PHQ-9 the answer to item 9 (thoughts of being better off dead or of self-harm), 0 to 3.
   */
  /** the trackers logged in the period: days logged, and the average or the days with a yes */
  trackers: z.array(
    z.object({
      name: z.string(),
      unit: z.string(),
      kind: z.enum(TRACKER_KINDS),
      days: z.number().int(),
      average: z.number().nullable(),
      yesDays: z.number().int().nullable(),
    }),
  ),
  /** what went with the mood in the period, in plain words (from 14 paired days up) */
  trackerLinks: z.array(z.string()),
  checkIns: z.array(
    z.object({
      date: z.string(),
      instrument: z.enum(CHECK_IN_INSTRUMENTS),
      total: z.number().int(),
      band: z.enum(SEVERITY_BANDS),
      item9: z.number().int().nullable(),
    }),
  ),
});
export type MoodReport = z.infer<typeof reportResponse>;
