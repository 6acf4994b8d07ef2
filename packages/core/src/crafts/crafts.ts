import { z } from '../common/zod';
import { NUL_MESSAGE, withoutNul } from '../common/fields';
import { helplineSchema } from '../companion/chat';
import { CRAFT_MODES } from './prompts';

export const CRAFT_TYPES = ['writing', 'drawing', 'audio', 'dancing'] as const;
export type CraftType = (typeof CRAFT_TYPES)[number];

export const craftResponse = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  title: z.string(),
  type: z.enum(CRAFT_TYPES),
  /**
   * the text of a writing (in a list, its first 150 characters: see `preview`); for media crafts a
   * short-lived signed link to the file
   */
  content: z.string(),
  /** true when `content` is only the start of a longer writing: GET /api/creative-crafts/:id has it all */
  preview: z.boolean(),
  mimeType: z.string().nullable(),
  tags: z.array(z.string()),
  likes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** set on the answer to saving a writing whose words signal risk: the helplines to show */
  crisis: z.boolean().optional(),
  resources: z.array(helplineSchema).optional(),
});
export type Craft = z.infer<typeof craftResponse>;

/** How much of a writing a list shows. */
export const PREVIEW_CHARS = 150;

/** The start of a writing for a list: its first 150 characters (whole code points). */
export function writingPreview(text: string): { content: string; preview: boolean } {
  const points = Array.from(text);
  if (points.length <= PREVIEW_CHARS) return { content: text, preview: false };
  return { content: points.slice(0, PREVIEW_CHARS).join(''), preview: true };
}

export const craftListQuery = z.object({
  search: z.string().max(200, 'Search for at most 200 characters').optional(),
});

/** The words of a search, lower case. */
export const searchTerms = (search: string | undefined) =>
  (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** A craft matches a search when every word appears in its title, a writing's text or its tags. */
export function matchesSearch(
  terms: string[],
  craft: { title: string; text: string; tags: string[] },
) {
  if (!terms.length) return true;
  const haystack = [craft.title, craft.text, craft.tags.join(' ')].join(' ').toLowerCase();
  return terms.every((t) => haystack.includes(t));
}

export const LIMITS = {
  writingChars: 50_000,
  drawingBytes: 5 * 1024 * 1024,
  audioBytes: 25 * 1024 * 1024,
  videoBytes: 200 * 1024 * 1024,
  /** all media of one person together */
  quotaBytes: 1024 * 1024 * 1024,
  tagChars: 40,
  tagsPerCraft: 30,
} as const;

export const CRAFT_MESSAGES = {
  needTitle: 'Please add a title for your Craft',
  saved: 'Craft saved successfully!',
  saveFailed:
    'Failed to save Craft. Please try again later while ensure the current recording is finished.',
  deleted: 'Craft deleted successfully',
  deleteFailed: 'Failed to delete Craft. Please try again.',
  camera: 'Error accessing camera. Please check permissions.',
  microphone: 'Error accessing microphone. Please check permissions.',
  /** a recording is ready to keep; only saving it makes it a craft */
  recordingReady: 'Recording ready — add a title and save',
  danceReady: 'Dance video ready — add a title and save',
  danceDeleted: 'Dance video deleted',
  tagAdded: 'Tag added successfully!',
  tagsAdded: 'Tags added successfully!',
  tagTooLong: `A tag can be at most ${LIMITS.tagChars} characters`,
  tooManyTags: `A craft can have at most ${LIMITS.tagsPerCraft} tags`,
  noneFound: 'No Crafts found',
  noneYet: 'No Crafts yet',
} as const;

export const titleField = z
  .string({ error: CRAFT_MESSAGES.needTitle })
  .trim()
  .min(1, CRAFT_MESSAGES.needTitle)
  .max(120, 'The title can be at most 120 characters')
  .refine(withoutNul, NUL_MESSAGE);

export const tagField = z
  .string()
  .trim()
  .max(LIMITS.tagChars, CRAFT_MESSAGES.tagTooLong)
  .refine(withoutNul, NUL_MESSAGE);

export const tagsField = z
  .array(tagField)
  .max(LIMITS.tagsPerCraft, CRAFT_MESSAGES.tooManyTags)
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

/** Writing (text) or drawing (a PNG data URL) as JSON; audio and video come as multipart. */
export const craftJsonRequest = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('writing'),
      title: titleField,
      content: z
        .string({ error: 'Write something first' })
        .trim()
        .min(1, 'Write something first')
        .max(LIMITS.writingChars, `A writing can be at most ${LIMITS.writingChars} characters`),
      tags: tagsField.optional().default([]),
    }),
    z.object({
      type: z.literal('drawing'),
      title: titleField,
      content: z
        .string()
        .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'A drawing must be a PNG image'),
      tags: tagsField.optional().default([]),
    }),
  ],
  {
    error:
      'type must be writing or drawing as JSON; audio and dancing are uploaded as multipart/form-data',
  },
);
export type CraftJsonRequest = z.input<typeof craftJsonRequest>;

export const craftUpdateRequest = z
  .object({
    title: titleField.optional(),
    content: z.string().trim().min(1, 'Write something first').max(LIMITS.writingChars).optional(),
    tags: tagsField.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Send a title, content or tags to change');

export const tagRequest = z.object({ tag: z.string().max(200).refine(withoutNul, NUL_MESSAGE) });

export const creativeContentResponse = z.object({
  prompts: z.array(z.string()),
  exercises: z.record(
    z.string(),
    z.array(
      z.object({
        title: z.string(),
        description: z.string(),
        mode: z.enum(CRAFT_MODES),
        minutes: z.number(),
      }),
    ),
  ),
  danceVideos: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      minutes: z.number(),
      youtubeId: z.string(),
    }),
  ),
});
export type CreativeContent = z.infer<typeof creativeContentResponse>;
