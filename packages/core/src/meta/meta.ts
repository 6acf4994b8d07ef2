import { z } from '../common/zod';

/** What the server tells every visitor about itself (no secrets). */
export const metaResponse = z.object({
  supportEmail: z.string(),
  serverHost: z.string(),
  aiProvider: z.enum(['builtin', 'openai']),
  aiModel: z.string().nullable(),
  crisisRegion: z.enum(['AU', 'US', 'UK', 'INTL']),
});
export type Meta = z.infer<typeof metaResponse>;
