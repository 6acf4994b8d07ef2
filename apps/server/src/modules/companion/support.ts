import type { FastifyRequest } from 'fastify';
import { detectCrisis } from '@moodcraft/core/companion/crisis';
import { helplinesFor, type Helpline } from '@moodcraft/core/companion/helplines';
import type { AppDeps } from '../../deps';
import { userIdOf } from '../auth/sessions';
import { languagesOf, regionOf } from './region';

export type Support = { crisis?: true; resources?: Helpline[] };

/**
 * For what a person saves in their own words (a mood note, a writing): the helplines of their
 * region, when the text signals risk. Saving never depends on it; the answer just carries the
 * card. Logged as a count only: no user id, no text.
 */
export async function supportFor(
  deps: AppDeps,
  request: FastifyRequest,
  text: string | null | undefined,
  source: string,
): Promise<Support> {
  if (!text || !detectCrisis(text).crisis) return {};
  request.log.warn({ event: 'crisis-response', source }, 'Crisis response given');
  const region = await regionOf(
    deps,
    userIdOf(request),
    languagesOf(request.headers['accept-language']),
  );
  return { crisis: true, resources: helplinesFor(region) };
}
