import { z } from '../common/zod';

/** What the server tells every visitor about itself (no secrets). */
export const metaResponse = z.object({
  supportEmail: z.string(),
  serverHost: z.string(),
  aiProvider: z.enum(['builtin', 'openai']),
  aiModel: z.string().nullable(),
  /** the instance's default helplines region: a country code or INTL */
  crisisRegion: z.string(),
});
export type Meta = z.infer<typeof metaResponse>;
