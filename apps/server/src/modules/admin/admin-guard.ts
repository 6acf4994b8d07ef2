import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { authOf } from '../auth/sessions';
import { findUserById } from '../accounts/users.repository';
import { isAdmin } from './admin-rules';

/** The admin making a request: who they are, as the audit names them. */
export type Admin = { id: string; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    admin: Admin | null;
  }
}

export const NOT_ADMIN_MESSAGE = 'This is only for the admins of this MoodCraft.';

/** onRequest hook after requireAuth: 403 unless the person signed in is an admin. */
export function requireAdmin(deps: AppDeps) {
  return async (request: FastifyRequest) => {
    const { userId } = authOf(request);
    const user = await findUserById(deps.database.db, userId);
    if (!user || !isAdmin(deps.config, user)) {
      request.log.warn({ userId, url: request.routeOptions.url }, 'Refused: not an admin');
      throw new HttpError(403, NOT_ADMIN_MESSAGE);
    }
    request.admin = { id: user.id, email: user.email };
  };
}

/** The admin of the request; only for routes behind requireAdmin. */
export function adminOf(request: FastifyRequest): Admin {
  if (!request.admin) throw new HttpError(403, NOT_ADMIN_MESSAGE);
  return request.admin;
}
