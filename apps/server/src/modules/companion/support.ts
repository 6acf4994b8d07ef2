import { detectCrisis } from '@moodcraft/core/companion/crisis';
import { HELPLINES, type Helpline } from '@moodcraft/core/companion/helplines';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';

export type Support = { crisis?: true; resources?: Helpline[] };

/**
 * For what a person saves in their own words (a mood note, a writing): the helplines, when the
 * text signals risk. Saving never depends on it; the answer just carries the card. Logged as a
 * count only: no user id, no text.
 */
export function supportFor(
  deps: AppDeps,
  text: string | null | undefined,
  source: string,
  log: FastifyBaseLogger,
): Support {
  if (!text || !detectCrisis(text).crisis) return {};
  log.warn({ event: 'crisis-response', source }, 'Crisis response given');
  return { crisis: true, resources: HELPLINES[deps.config.CRISIS_REGION] };
}
