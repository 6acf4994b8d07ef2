import { z } from '../common/zod';

/**
 * A personal safety plan, after the Stanley–Brown Safety Planning Intervention: seven steps a
 * person writes in calm times and reads in hard ones. Every step is a short list in their own words.
 */
export const SAFETY_PLAN_LIMITS = { items: 20, text: 500, name: 100, phone: 40 } as const;

const item = z
  .string({ error: 'Each item must be text' })
  .trim()
  .min(1, 'An item cannot be empty')
  .max(SAFETY_PLAN_LIMITS.text, `Each item must be at most ${SAFETY_PLAN_LIMITS.text} characters`);

const list = z
  .array(item)
  .max(SAFETY_PLAN_LIMITS.items, `A step can hold at most ${SAFETY_PLAN_LIMITS.items} items`);

export const contactSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(SAFETY_PLAN_LIMITS.name, `A name must be at most ${SAFETY_PLAN_LIMITS.name} characters`),
  phone: z
    .string()
    .trim()
    .max(
      SAFETY_PLAN_LIMITS.phone,
      `A phone number must be at most ${SAFETY_PLAN_LIMITS.phone} characters`,
    )
    .regex(/^[0-9+()#*.\s-]*$/, 'A phone number can hold only digits, spaces and + ( ) - . # *')
    .default(''),
});
export type SafetyContact = z.infer<typeof contactSchema>;

const contacts = z
  .array(contactSchema)
  .max(SAFETY_PLAN_LIMITS.items, `A step can hold at most ${SAFETY_PLAN_LIMITS.items} people`);

export const safetyPlanInput = z.object({
  warningSigns: list.default([]),
  copingStrategies: list.default([]),
  distractions: list.default([]),
  helpers: contacts.default([]),
  professionals: contacts.default([]),
  saferSurroundings: list.default([]),
  reasonsForLiving: list.default([]),
});
export type SafetyPlanInput = z.infer<typeof safetyPlanInput>;

export const safetyPlanResponse = safetyPlanInput.extend({
  /** null until the person first saves their plan */
  updatedAt: z.string().nullable(),
});
export type SafetyPlan = z.infer<typeof safetyPlanResponse>;

export type SafetyPlanStepKey = keyof SafetyPlanInput;

export type SafetyPlanStep = {
  key: SafetyPlanStepKey;
  title: string;
  question: string;
  examples: string[];
  kind: 'list' | 'contacts';
};

/** The seven steps in order, with the question each asks and examples to start from. */
export const SAFETY_PLAN_STEPS: readonly SafetyPlanStep[] = [
  {
    key: 'warningSigns',
    title: 'Warning signs',
    question: 'What thoughts, feelings, situations or behaviour tell you a crisis may be starting?',
    examples: [
      'Not sleeping for days',
      'Pulling away from friends',
      'Thinking “nothing will ever change”',
    ],
    kind: 'list',
  },
  {
    key: 'copingStrategies',
    title: 'Things I can do on my own',
    question:
      'What can you do by yourself to take your mind off things or calm down, even a little?',
    examples: [
      'Slow breathing for five minutes',
      'A hot shower',
      'Walk around the block',
      'Draw or write in MoodCraft',
    ],
    kind: 'list',
  },
  {
    key: 'distractions',
    title: 'People and places that distract me',
    question: 'Which people or places help you feel better without talking about how you feel?',
    examples: ['The local library', 'Coffee with Sam', 'Sitting in the park', 'Gym class'],
    kind: 'list',
  },
  {
    key: 'helpers',
    title: 'People I can ask for help',
    question:
      'Who could you tell that you are struggling? Add their numbers so they are one tap away.',
    examples: ['My sister', 'A friend I trust', 'My neighbour'],
    kind: 'contacts',
  },
  {
    key: 'professionals',
    title: 'Professionals and services',
    question:
      'Which doctors, counsellors or services can you contact in a crisis? The helplines of your region are always listed too.',
    examples: ['My GP', 'My psychologist', 'The local mental health team'],
    kind: 'contacts',
  },
  {
    key: 'saferSurroundings',
    title: 'Making my surroundings safer',
    question:
      'What could you do to keep yourself safer, such as putting things you could use to hurt yourself out of reach?',
    examples: [
      'Ask a friend to keep my medication',
      'Stay with family on hard nights',
      'Keep only a week of tablets at home',
    ],
    kind: 'list',
  },
  {
    key: 'reasonsForLiving',
    title: 'My reasons for living',
    question: 'What matters most to you and is worth living for?',
    examples: ['My dog, Biscuit', 'Seeing my niece grow up', 'The trip I have planned', 'Music'],
    kind: 'list',
  },
];

export const EMPTY_SAFETY_PLAN: SafetyPlan = {
  warningSigns: [],
  copingStrategies: [],
  distractions: [],
  helpers: [],
  professionals: [],
  saferSurroundings: [],
  reasonsForLiving: [],
  updatedAt: null,
};

export const isPlanEmpty = (plan: SafetyPlanInput) =>
  SAFETY_PLAN_STEPS.every((s) => plan[s.key].length === 0);
