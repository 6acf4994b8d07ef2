import { z } from 'zod';
import { chatRequest, chatResponse, historyItem } from '@moodcraft/core/companion/chat';
import { errorResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import { clearMessages, recentMessages } from './chat-history.repository';
import { CONCERN_LINE, generate, planReply, saveExchange } from './companion.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

export const companionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  const rateLimit = { max: Math.ceil(30 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 minute' };

  app.post(
    '/ai/chat',
    {
      schema: {
        tags: ['companion'],
        security,
        summary: 'Talk to Mood Friend: crisis check first, then the configured provider',
        body: chatRequest,
        response: { 200: chatResponse, ...errors },
      },
      config: { rateLimit },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { messages } = request.body;
      const last = messages[messages.length - 1]!.content.trim();
      const plan = await planReply(deps, userId, messages);
      if (plan.kind === 'crisis') {
        request.log.warn({ userId }, 'Crisis response given');
        await saveExchange(deps, userId, last, plan.message, true);
        return { message: plan.message, crisis: true, resources: plan.resources, provider: 'builtin' as const };
      }
      const controller = new AbortController();
      request.raw.on('close', () => controller.abort());
      const generated = await generate(deps, plan, messages, controller.signal, request.log);
      const text = plan.concern ? `${generated.text}\n\n${CONCERN_LINE}` : generated.text;
      await saveExchange(deps, userId, last, text, false);
      return { message: text, crisis: false, provider: generated.provider, ...(plan.concern ? { resources: plan.concern } : {}) };
    },
  );

  app.post(
    '/ai/chat/stream',
    {
      schema: {
        tags: ['companion'],
        security,
        summary: 'The same, as server-sent events: token events, then a done event (or replace, if the provider failed midway)',
        body: chatRequest,
        response: errors,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const { messages } = request.body;
      const last = messages[messages.length - 1]!.content.trim();
      const plan = await planReply(deps, userId, messages);
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        if (plan.kind === 'crisis') {
          request.log.warn({ userId }, 'Crisis response given');
          await saveExchange(deps, userId, last, plan.message, true);
          send('token', { text: plan.message });
          send('done', { message: plan.message, crisis: true, resources: plan.resources, provider: 'builtin' });
        } else {
          const controller = new AbortController();
          request.raw.on('close', () => controller.abort());
          const { text, provider } = await generate(
            deps,
            plan,
            messages,
            controller.signal,
            request.log,
            (piece) => send('token', { text: piece }),
            (full) => send('replace', { text: full }),
          );
          let message = text;
          if (plan.concern) {
            message = `${text}\n\n${CONCERN_LINE}`;
            send('token', { text: `\n\n${CONCERN_LINE}` });
          }
          await saveExchange(deps, userId, last, message, false);
          send('done', { message, crisis: false, provider, ...(plan.concern ? { resources: plan.concern } : {}) });
        }
      } catch (error) {
        request.log.error({ err: error }, 'Mood Friend could not answer');
        send('error', { message: "I'm having trouble connecting right now. Please try again later." });
      } finally {
        reply.raw.end();
      }
    },
  );

  app.get(
    '/ai/history',
    {
      schema: {
        tags: ['companion'],
        security,
        summary: 'Your saved conversation with Mood Friend, oldest first (the last 200 messages)',
        response: { 200: z.array(historyItem), ...errors },
      },
    },
    async (request) => {
      const rows = await recentMessages(deps.database.db, userIdOf(request));
      return rows.map((r) => ({
        id: r.id,
        role: r.role,
        content: deps.encryption.decrypt(r.content),
        crisis: r.crisis,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );

  app.delete(
    '/ai/history',
    { schema: { tags: ['companion'], security, summary: 'Clear the conversation', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await clearMessages(deps.database.db, userIdOf(request));
      return reply.code(204).send(null);
    },
  );
};
