import { z } from '../common/zod';

export const ARTICLE_CATEGORIES = [
  'Mental Health',
  'Personal Growth',
  'Emotional Resilience',
  'Relationships',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const EXERCISE_TYPES = [
  'box-breathing',
  'grounding-54321',
  'thought-record',
  'gratitude-list',
  'body-scan',
  'values-reflection',
] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

/** Front matter of an article file in content/articles/. */
export const articleFrontMatter = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()).min(1),
  topics: z.array(z.string()).default([]),
  author: z.string().min(1),
  publishDate: z
    .union([z.string(), z.date()])
    .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
  excerpt: z.string().min(1).max(240),
  image: z.string().min(1),
  editorialRank: z.number().int().min(1),
  quiz: z
    .array(
      z.object({
        question: z.string(),
        options: z.array(z.string()).min(2),
        answer: z.number().int().min(0),
        explanation: z.string(),
      }),
    )
    .default([]),
  exercises: z
    .array(z.object({ type: z.enum(EXERCISE_TYPES), title: z.string(), description: z.string() }))
    .default([]),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;

export const articleBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('subheading'), text: z.string() }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) }),
]);
export type ArticleBlock = z.infer<typeof articleBlock>;

export const articleSummary = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  readTime: z.string(),
  hasQuiz: z.boolean(),
  hasExercises: z.boolean(),
  bookmarked: z.boolean(),
  relevanceScore: z.number().int(),
  image: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishDate: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleDetail = articleSummary.extend({
  content: z.array(articleBlock),
  relatedArticles: z.array(articleSummary),
  quiz: z.array(
    z.object({
      question: z.string(),
      options: z.array(z.string()),
      answer: z.number().int(),
      explanation: z.string(),
    }),
  ),
  exercises: z.array(
    z.object({ type: z.enum(EXERCISE_TYPES), title: z.string(), description: z.string() }),
  ),
  progress: z.object({ quizScore: z.number().int().nullable(), exercisesCompleted: z.boolean() }),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleListQuery = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  category: z.enum(ARTICLE_CATEGORIES, { error: 'Choose one of the four categories' }).optional(),
  bookmarked: z
    .enum(['true', 'false'], { error: 'bookmarked must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

export const articleParams = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'Not a valid article id'),
});

export const progressRequest = z
  .object({
    quizScore: z
      .number()
      .int()
      .min(0)
      .max(100, 'The quiz score is a percentage from 0 to 100')
      .optional(),
    exercisesCompleted: z.literal(true).optional(),
  })
  .refine(
    (v) => v.quizScore !== undefined || v.exercisesCompleted !== undefined,
    'Send a quiz score or exercisesCompleted',
  );

export const progressResponse = z.object({
  quizScore: z.number().int().nullable(),
  exercisesCompleted: z.boolean(),
});

/** About 200 words a minute, at least one. */
export function readTime(words: number) {
  return `${Math.max(1, Math.round(words / 200))} min read`;
}
