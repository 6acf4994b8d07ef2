import { z } from 'zod';

export const DEFAULT_BIO = 'I am on a journey to better understand and manage my emotions.';

export const userResponse = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  bio: z.string(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userResponse>;
