import { z } from '../common/zod';
import { INSIGHT_RANGES } from './analytics';

const trend = z.enum(['improving', 'stable', 'declining']);

export const insightsResponse = z.object({
  /** the period the distribution, factor impact and insight texts look back over */
  range: z.enum(INSIGHT_RANGES),
  totalEntries: z.number().int(),
  /** per entry: every entry counts once, however many a day (a day's own is in `calendar`) */
  averageMood: z.number(),
  trend,
  streakDays: z.number().int(),
  weekly: z.object({
    entryCount: z.number().int(),
    averageMood: z.number(),
    mostFrequentMood: z.string().nullable(),
    trend,
    suggestedActivities: z.array(z.object({ title: z.string(), to: z.string() })),
  }),
  topEmotions: z.array(z.object({ emotion: z.string(), count: z.number().int() })),
  topTriggers: z.array(
    z.object({ factor: z.string(), count: z.number().int(), positive: z.boolean() }),
  ),
  distribution: z.array(
    z.object({ emotion: z.string(), count: z.number().int(), percentage: z.number() }),
  ),
  factorImpact: z.array(
    z.object({
      factor: z.string(),
      average: z.number(),
      count: z.number().int(),
      /** the factor's average less the period's average: above 0, better than usual */
      difference: z.number(),
      positive: z.boolean(),
    }),
  ),
  insights: z.array(z.string()),
  calendar: z.object({
    year: z.number().int(),
    /** per day: the mean of the day's entries, and how many there were */
    days: z.array(z.object({ day: z.string(), average: z.number(), count: z.number().int() })),
  }),
});
export type Insights = z.infer<typeof insightsResponse>;

export const insightsQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .min(1970, 'Choose a year from 1970')
    .max(2100, 'Choose a year up to 2100')
    .optional(),
  range: z
    .enum(INSIGHT_RANGES, { error: 'Choose a range: week, month, year or all' })
    .default('month'),
});
