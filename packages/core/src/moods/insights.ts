import { z } from '../common/zod';

const trend = z.enum(['improving', 'stable', 'declining']);

export const insightsResponse = z.object({
  totalEntries: z.number().int(),
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
      positive: z.boolean(),
    }),
  ),
  insights: z.array(z.string()),
  calendar: z.object({
    year: z.number().int(),
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
});
