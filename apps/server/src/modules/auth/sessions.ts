import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import {
  deleteSession,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './sessions.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** "Remember me": 30 days (ended after 14 idle days); otherwise 12 hours and a browser-session cookie. */
export const SESSION_LIFETIME = { remember: 30 * DAY, browser: 12 * HOUR };
export const SESSION_IDLE = { remember: 14 * DAY, browser: 12 * HOUR };

export type Auth = {
  userId: string;
  sessionId: string;
  via: 'cookie' | 'bearer';
  /** the version of the person's mood entries when the request began (read with the session) */
  moodsVersion: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export const cookieName = (deps: AppDeps) =>
  deps.config.PUBLIC_URL.startsWith('https:') ? '__Host-moodcraft_session' : 'moodcraft_session';

export async function startSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  remember: boolean,
) {
  const token = randomToken();
  const now = deps.now();
  const lifetime = remember ? SESSION_LIFETIME.remember : SESSION_LIFETIME.browser;
  const session = await insertSession(deps.database.db, {
    userId,
    tokenHash: hashToken(token),
    remember,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    expiresAt: new Date(now.getTime() + lifetime),
  });
  void reply.setCookie(cookieName(deps), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.PUBLIC_URL.startsWith('https:'),
    ...(remember ? { maxAge: Math.floor(lifetime / 1000) } : {}),
  });
  request.log.info({ userId, sessionId: session.id, remember }, 'Signed in');
  return { token, session };
}

export function clearSessionCookie(deps: AppDeps, reply: FastifyReply) {
  void reply.clearCookie(cookieName(deps), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.PUBLIC_URL.startsWith('https:'),
  });
}

function presentedToken(
  deps: AppDeps,
  request: FastifyRequest,
): { token: string; via: Auth['via'] } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S{20,200})$/i.exec(header);
    return match ? { token: match[1]!, via: 'bearer' } : null;
  }
  const cookie = request.cookies[cookieName(deps)];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A cookie-carried request that changes something must come from this site. */
function checkOrigin(deps: AppDeps, request: FastifyRequest) {
  const origin = request.headers.origin;
  if (!origin || !UNSAFE.has(request.method)) return;
  const allowed = new Set([new URL(deps.config.PUBLIC_URL).origin]);
  if (request.headers.host) {
    allowed.add(`http://${request.headers.host}`);
    allowed.add(`https://${request.headers.host}`);
  }
  if (!allowed.has(origin)) {
    request.log.warn({ origin }, 'Refused a cross-site request');
    throw new HttpError(403, 'This request came from another site and was refused');
  }
}

/** Resolves the session from the bearer token or the cookie; null when there is none or it ended. */
export async function resolveAuth(deps: AppDeps, request: FastifyRequest): Promise<Auth | null> {
  const presented = presentedToken(deps, request);
  if (!presented) return null;
  const session = await findSessionByTokenHash(deps.database.db, hashToken(presented.token));
  if (!session) return null;
  const now = deps.now();
  const idle = session.remember ? SESSION_IDLE.remember : SESSION_IDLE.browser;
  // a disabled account's sessions were ended; one a sign-in opened at that very moment ends here
  if (
    session.disabledAt ||
    session.expiresAt <= now ||
    session.lastSeenAt.getTime() + idle <= now.getTime()
  ) {
    await deleteSession(deps.database.db, session.id);
    return null;
  }
  if (presented.via === 'cookie') checkOrigin(deps, request);
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
    await touchSession(deps.database.db, session.id, session.userId, now);
  }
  return {
    userId: session.userId,
    sessionId: session.id,
    via: presented.via,
    moodsVersion: session.moodsVersion,
  };
}

/** onRequest hook for private routes: 401 unless signed in. */
export function requireAuth(deps: AppDeps) {
  return async (request: FastifyRequest) => {
    const auth = await resolveAuth(deps, request);
    if (!auth) {
      request.log.info({ url: request.routeOptions.url }, 'Refused: not signed in');
      throw new HttpError(401, 'Please sign in to continue');
    }
    request.auth = auth;
  };
}

/** The request's session; only for routes behind requireAuth. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue');
  return request.auth;
}

/** The signed-in user's id; only for routes behind requireAuth. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue');
  return request.auth.userId;
}
