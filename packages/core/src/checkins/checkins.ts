import { z } from '../common/zod';
import { helplineSchema } from '../companion/chat';
import { CHECK_IN_INSTRUMENTS, SEVERITY_BANDS } from './instruments';
import { CHECK_IN_INTERVALS } from './schedule';
import { answersProblem } from './scoring';

/** The API's shapes for check-ins: a questionnaire taken, the list, and the schedule. */

export const INSTRUMENT_MESSAGE = 'instrument must be phq-9 or gad-7';
export const ANSWER_MESSAGE = 'Each answer must be 0, 1, 2 or 3';
export const DIFFICULTY_MESSAGE = 'difficulty must be 0, 1, 2 or 3 (or left out)';

const instrument = z.enum(CHECK_IN_INSTRUMENTS, { error: INSTRUMENT_MESSAGE });

const answer = z
  .number({ error: ANSWER_MESSAGE })
  .int(ANSWER_MESSAGE)
  .min(0, ANSWER_MESSAGE)
  .max(3, ANSWER_MESSAGE);

/**
 * A questionnaire as the person answered it (`POST /check-ins`): one answer from 0 to 3 for each
 * item, in order, and optionally the closing question on how difficult the problems made life.
 */
export const checkInRequest = z
  .object({
    instrument,
    answers: z
      .array(answer, { error: 'answers must be a list of numbers from 0 to 3' })
      .max(50, 'answers holds one number for each question'),
    difficulty: z
      .number({ error: DIFFICULTY_MESSAGE })
      .int(DIFFICULTY_MESSAGE)
      .min(0, DIFFICULTY_MESSAGE)
      .max(3, DIFFICULTY_MESSAGE)
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    const problem = answersProblem(value.instrument, value.answers);
    if (problem) ctx.addIssue({ code: 'custom', path: ['answers'], message: problem });
  });
export type CheckInInput = z.input<typeof checkInRequest>;

export const checkInResponse = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  instrument,
  answers: z.array(z.number().int()),
  /** the closing question's answer, 0 to 3, or null when not given */
  difficulty: z.number().int().nullable(),
  total: z.number().int(),
  band: z.enum(SEVERITY_BANDS),
  /** PHQ-9 item 9 answered above 0: the app opens the safety flow at once */
  safety: z.boolean(),
  createdAt: z.string(),
});
export type CheckIn = z.infer<typeof checkInResponse>;

/** The answer to taking one: with the helplines of the person's region when `safety` is true. */
export const checkInCreatedResponse = checkInResponse.extend({
  resources: z.array(helplineSchema).optional(),
});
export type CheckInCreated = z.infer<typeof checkInCreatedResponse>;

export const CHECK_IN_PAGE_MAX = 500;
export const CHECK_IN_PAGE_DEFAULT = 100;

/** `GET /check-ins`: the person's check-ins, newest first, of one questionnaire or both. */
export const checkInListQuery = z.object({
  instrument: instrument.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CHECK_IN_PAGE_MAX, `limit can be at most ${CHECK_IN_PAGE_MAX}`)
    .optional(),
});
export type CheckInListQuery = z.infer<typeof checkInListQuery>;

export const checkInScheduleRequest = z.object({
  interval: z.enum(CHECK_IN_INTERVALS, {
    error: 'interval must be weekly, fortnightly, monthly or off',
  }),
});
export type CheckInScheduleInput = z.infer<typeof checkInScheduleRequest>;

/** The schedule, and where each questionnaire stands on it today (in the person's time zone). */
export const checkInScheduleResponse = z.object({
  interval: z.enum(CHECK_IN_INTERVALS),
  /** today, YYYY-MM-DD in the person's time zone */
  today: z.string(),
  instruments: z.array(
    z.object({
      instrument,
      last: z
        .object({
          id: z.uuid(),
          total: z.number().int(),
          band: z.enum(SEVERITY_BANDS),
          createdAt: z.string(),
        })
        .nullable(),
      /** YYYY-MM-DD; null when the schedule is off */
      nextDue: z.string().nullable(),
      due: z.boolean(),
    }),
  ),
});
export type CheckInSchedule = z.infer<typeof checkInScheduleResponse>;
