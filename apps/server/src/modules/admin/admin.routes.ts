import { z } from 'zod';
import {
  accountListQuery,
  accountListResponse,
  adminAccount,
  auditPage,
  auditQuery,
  inviteCreateRequest,
  inviteResponse,
} from '@moodcraft/core/admin/admin';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/sessions';
import { adminOf, requireAdmin } from './admin-guard';
import {
  deleteAccountAsAdmin,
  listAccountsFor,
  setAccountDisabled,
} from './admin-accounts.service';
import { auditPageOf } from './audit.service';
import { createInvite, listInvites, revokeInviteAsAdmin } from './invites.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/**
 * The admin page's calls: accounts, invite links and the audit. Only admins (403 for anyone else
 * signed in); never anyone's moods, notes, chats or media.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.decorateRequest('admin', null);
  app.addHook('onRequest', requireAuth(deps));
  app.addHook('onRequest', requireAdmin(deps));
  const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
  const tags = ['admin'];

  app.get(
    '/admin/accounts',
    {
      schema: {
        tags,
        security,
        summary: 'The accounts, oldest first: name, e-mail, created, last active, entry count',
        querystring: accountListQuery,
        response: { 200: accountListResponse, ...errors },
      },
    },
    async (request) => listAccountsFor(deps, adminOf(request), request.query),
  );

  app.post(
    '/admin/accounts/:id/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Disable an account: it cannot sign in, and its sessions end at once',
        params: uuidParam,
        response: { 200: adminAccount, ...errors },
      },
    },
    async (request) =>
      setAccountDisabled(deps, adminOf(request), request.params.id, true, request.log),
  );

  app.post(
    '/admin/accounts/:id/enable',
    {
      schema: {
        tags,
        security,
        summary: 'Enable a disabled account again',
        params: uuidParam,
        response: { 200: adminAccount, ...errors },
      },
    },
    async (request) =>
      setAccountDisabled(deps, adminOf(request), request.params.id, false, request.log),
  );

  app.delete(
    '/admin/accounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an account and everything in it, as completely as its owner would',
        params: uuidParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccountAsAdmin(deps, adminOf(request), request.params.id, request.log);
      app.moodReads.forget(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/invites',
    {
      schema: {
        tags,
        security,
        summary: 'Open invites: not used, revoked or expired',
        response: { 200: z.array(inviteResponse), ...errors },
      },
    },
    async () => listInvites(deps),
  );

  app.post(
    '/admin/invites',
    {
      schema: {
        tags,
        security,
        summary: 'Create a single-use invite link (its URL is in this answer only)',
        body: inviteCreateRequest,
        response: { 201: inviteResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInvite(deps, adminOf(request), request.body, request.log)),
  );

  app.delete(
    '/admin/invites/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke an invite, so its link stops working',
        params: uuidParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInviteAsAdmin(deps, adminOf(request), request.params.id, request.log);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        security,
        summary: 'What admins did, newest first, a page at a time',
        querystring: auditQuery,
        response: { 200: auditPage, ...errors },
      },
    },
    async (request) => auditPageOf(deps, request.query),
  );
};
