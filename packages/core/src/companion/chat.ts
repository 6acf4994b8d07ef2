import { z } from '../common/zod';

export const CHAT_MESSAGES = {
  greeting: "Hello! I'm your Mood Friend. How are you feeling today?",
  failure: "I'm having trouble connecting right now. Please try again later.",
  empty: "I'm sorry, I couldn't process that. Could you try again?",
} as const;

export const chatTurn = z.object({
  role: z.enum(['user', 'assistant'], { error: 'role must be user or assistant' }),
  content: z.string().max(4000, 'A message can be at most 4000 characters'),
});

export const chatRequest = z.object({
  messages: z
    .array(chatTurn)
    .min(1, 'Send at least one message')
    .max(50, 'Send at most the last 50 messages')
    .refine(
      (list) => list[list.length - 1]?.role === 'user',
      'The last message must be from the user',
    )
    .refine(
      (list) => (list[list.length - 1]?.content.trim().length ?? 0) > 0,
      'Please type a message',
    ),
});
export type ChatRequest = z.infer<typeof chatRequest>;

export const helplineSchema = z.object({
  name: z.string(),
  contact: z.string(),
  description: z.string(),
  href: z.string(),
});

export const chatTool = z.enum(['box-breathing', '4-7-8-breathing', 'grounding']);

export const chatResponse = z.object({
  message: z.string(),
  crisis: z.boolean(),
  resources: z.array(helplineSchema).optional(),
  provider: z.enum(['builtin', 'openai']),
  /** after a crisis turn: the built-in companion stays with the person, helplines kept near */
  safetyMode: z.boolean().optional(),
  /** exercises the chat can start from this reply */
  tools: z.array(chatTool).optional(),
  /** short answers the person can send with one tap */
  quickReplies: z.array(z.string()).optional(),
  /** the Self-Help article that goes further */
  article: z.object({ id: z.string(), title: z.string() }).optional(),
});
export type ChatResponse = z.infer<typeof chatResponse>;

export const historyItem = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  crisis: z.boolean(),
  createdAt: z.string(),
});
export type HistoryItem = z.infer<typeof historyItem>;
