import { z } from '../common/zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** `GET /api/ready`: the server can serve people now (its database answers, its data folder takes writes). */
export const readyResponse = z.object({
  status: z.literal('ready'),
  db: z.literal('ok'),
  storage: z.literal('ok'),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
