import { z } from '../common/zod';
import { TRACKER_KINDS } from '../trackers/definitions';

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
  /**
   * Add the trackers the preview lists as new (Bearable's sleep, energy, symptoms…); without it,
   * their values are left out. Values for trackers the person has are imported either way.
   */
  addTrackers: z.boolean({ error: 'addTrackers must be true or false' }).optional(),
  /**
   * Add the activities the preview lists as not factors yet as the person's own factors (decision
   * 25); without it, Daylio's stay in each entry's notes as before.
   */
  addFactors: z.boolean({ error: 'addFactors must be true or false' }).optional(),
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
  /** a file with tracker values (Bearable's numeric rows, a MoodCraft export's trackers): each tracker they go to */
  trackers: z
    .array(
      z.object({
        name: z.string(),
        kind: z.enum(TRACKER_KINDS),
        unit: z.string(),
        min: z.number(),
        max: z.number(),
        step: z.number(),
        /** not one of the person's trackers yet: added with `addTrackers` */
        new: z.boolean(),
        /** a tracker a MoodCraft export restores as it was there: archived */
        archived: z.literal(true).optional(),
        /** days with a value in the file */
        values: z.number().int(),
        /** of those, days that already have a value, which they keep */
        duplicates: z.number().int(),
        /** days with several readings, which become one (average, total, or yes if any) */
        merged: z.number().int(),
      }),
    )
    .optional(),
  /** activities that are not factors yet, with how many entries name each: own factors with `addFactors` */
  newFactors: z.array(z.object({ name: z.string(), count: z.number().int() })).optional(),
  /** how many more own factors the person has room for (100 in all) */
  ownFactorRoom: z.number().int().optional(),
});
export type ImportPreview = z.infer<typeof importPreviewResponse>;
export type ImportTrackerPreview = NonNullable<ImportPreview['trackers']>[number];

export const importResultResponse = z.object({
  format: z.enum(['moodcraft', 'daylio', 'bearable']),
  total: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  /** a file with tracker values: the trackers added, the values imported and those not */
  trackers: z
    .object({
      added: z.array(z.string()),
      imported: z.number().int(),
      /** days that already had a value, and values of trackers not added */
      skipped: z.number().int(),
    })
    .optional(),
  /** the own factors the import added (with `addFactors`) */
  factorsAdded: z.array(z.string()).optional(),
});
export type ImportResult = z.infer<typeof importResultResponse>;
