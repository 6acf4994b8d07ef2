import { z } from '../common/zod';

export const labelMappingSchema = z.record(
  z.string().max(100),
  z.object({
    /** the intensity of the feeling */
    score: z.number().int().min(1).max(10),
    /** how good the label's days were; without it, the level's own or one derived */
    pleasantness: z.number().int().min(1).max(10).optional(),
    primaryEmotion: z.string().max(40),
    subEmotion: z.string().max(40),
  }),
);

export const importRequest = z.object({
  content: z
    .string({ error: 'Choose a file to import' })
    .min(1, 'The file is empty')
    .max(10 * 1024 * 1024, 'The file can be at most 10 MB'),
  mapping: labelMappingSchema.optional(),
});

export const importPreviewResponse = z.object({
  format: z.enum(['moodcraft', 'daylio', 'bearable']),
  total: z.number().int(),
  duplicates: z.number().int(),
  labels: z.array(
    z.object({
      label: z.string(),
      count: z.number().int(),
      score: z.number().int(),
      pleasantness: z.number(),
      primaryEmotion: z.string(),
      subEmotion: z.string(),
    }),
  ),
  sample: z.array(
    z.object({
      date: z.string(),
      primaryEmotion: z.string(),
      subEmotion: z.string(),
      score: z.number().int(),
      pleasantness: z.number(),
      factors: z.array(z.string()),
      notes: z.string(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewResponse>;

export const importResultResponse = z.object({
  format: z.enum(['moodcraft', 'daylio', 'bearable']),
  total: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultResponse>;
