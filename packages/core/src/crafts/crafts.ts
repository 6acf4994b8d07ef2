import { z } from 'zod';

export const CRAFT_TYPES = ['writing', 'drawing', 'audio', 'dancing'] as const;
export type CraftType = (typeof CRAFT_TYPES)[number];

export const craftResponse = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  title: z.string(),
  type: z.enum(CRAFT_TYPES),
  /** the text of a writing; for media crafts a short-lived signed link to the file */
  content: z.string(),
  mimeType: z.string().nullable(),
  tags: z.array(z.string()),
  likes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Craft = z.infer<typeof craftResponse>;
