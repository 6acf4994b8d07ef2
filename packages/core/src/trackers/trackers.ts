import { NUL_MESSAGE, withoutNul } from '../common/fields';
import { z } from '../common/zod';
import {
  normalisedScale,
  scaleProblem,
  TRACKER_KINDS,
  TRACKER_LIMIT,
  TRACKER_NAME_MAX,
  TRACKER_UNIT_MAX,
  TRACKER_VALUE_MAX,
} from './definitions';

/** The API's shapes for trackers: their definitions, a day's value, and the values of a period. */

export const KIND_MESSAGE = 'kind must be numeric, yes-no or count';
export const TRACKER_LIMIT_MESSAGE = `You can keep up to ${TRACKER_LIMIT} trackers. Archive or delete one to add another.`;
export const DAY_MESSAGE = 'Use a real day like 2026-11-01';
export const FUTURE_DAY_MESSAGE = 'A value can be logged for today or an earlier day';

const kind = z.enum(TRACKER_KINDS, { error: KIND_MESSAGE });

const bounded = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-TRACKER_VALUE_MAX, `${label} must be at least -${TRACKER_VALUE_MAX}`)
    .max(TRACKER_VALUE_MAX, `${label} must be at most ${TRACKER_VALUE_MAX}`);

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(TRACKER_NAME_MAX, `Name must be at most ${TRACKER_NAME_MAX} characters`)
  .refine(withoutNul, NUL_MESSAGE);

const unit = z
  .string({ error: 'Unit must be text' })
  .trim()
  .max(TRACKER_UNIT_MAX, `Unit must be at most ${TRACKER_UNIT_MAX} characters`)
  .refine(withoutNul, NUL_MESSAGE);

const scaleFields = {
  min: bounded('min').optional(),
  max: bounded('max').optional(),
  step: bounded('step').positive('step must be above 0').optional(),
};

/** The scale checked as a whole, its problem reported on the field to change. */
const withScale = <T extends { kind: (typeof TRACKER_KINDS)[number] }>(
  value: T & { min?: number; max?: number; step?: number },
  ctx: z.RefinementCtx,
) => {
  if (value.step !== undefined && !(value.step > 0)) return; // said by the field itself
  const problem = scaleProblem(normalisedScale(value));
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
};

/**
 * A new tracker (`POST /trackers`). A numeric one takes its range and step (0–10 in steps of 1
 * unless given); a yes-no one is always 0 or 1; a count is whole numbers from 0 to `max` (100
 * unless given).
 */
export const trackerRequest = z
  .object({ kind, name, unit: unit.optional().default(''), ...scaleFields })
  .superRefine(withScale);
export type TrackerInput = z.input<typeof trackerRequest>;

/** A tracker changed (`PUT /trackers/:id`): its kind stays; `archived` puts it away or back. */
export const trackerUpdateRequest = z
  .object({
    kind,
    name,
    unit: unit.optional().default(''),
    ...scaleFields,
    archived: z.boolean({ error: 'archived must be true or false' }).optional(),
  })
  .superRefine(withScale);
export type TrackerUpdateInput = z.input<typeof trackerUpdateRequest>;

export const trackerResponse = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  kind,
  name: z.string(),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  step: z.number(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tracker = z.infer<typeof trackerResponse>;

/** `DELETE /trackers/:id` of a tracker with values: it is archived instead, and says so. */
export const trackerArchivedResponse = z.object({
  message: z.string(),
  tracker: trackerResponse,
});

/** A real calendar day (no 2026-02-30), as YYYY-MM-DD. */
export const dayField = z.string({ error: DAY_MESSAGE }).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, DAY_MESSAGE);

export const trackerDayParams = z.object({
  id: z.uuid('Not a valid id'),
  day: dayField,
});

/** A day's value (`PUT /trackers/:id/values/:day`): checked against the tracker's scale. */
export const trackerValueRequest = z.object({
  value: z.number({ error: 'value must be a number' }),
});

export const trackerValueResponse = z.object({
  trackerId: z.uuid(),
  day: z.string(),
  value: z.number(),
  updatedAt: z.string(),
});
export type TrackerValue = z.infer<typeof trackerValueResponse>;

/** The longest period one request reads: about ten years. */
export const VALUES_SPAN_MAX_DAYS = 3700;
export const VALUES_SPAN_DEFAULT_DAYS = 90;

/** `GET /trackers/values?from&to`: every value of the period (the last 90 days unless given). */
export const trackerValuesQuery = z
  .object({ from: dayField.optional(), to: dayField.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The period must start before it ends',
    path: ['to'],
  });
export type TrackerValuesQuery = z.infer<typeof trackerValuesQuery>;

export const trackerValuesResponse = z.object({
  from: z.string(),
  to: z.string(),
  values: z.array(trackerValueResponse),
});
export type TrackerValues = z.infer<typeof trackerValuesResponse>;
