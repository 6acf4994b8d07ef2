import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { builtinAnswer, type ChatTurn } from '@moodcraft/core/companion/builtin';
import {
  chatRequest,
  chatResponse,
  historyItem,
  type ChatResponse,
} from '@moodcraft/core/companion/chat';
import type { ChatTool } from '@moodcraft/core/companion/asks';
import { CHECK_IN } from '@moodcraft/core/companion/crisis-reply';
import { errorResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { at } from '../../db/encrypted-fields';
import { chatMessages } from '../../db/schema';
import { authOf, requireAuth, userIdOf } from '../auth/sessions';
import { clearMessages, recentMessages } from './chat-history.repository';
import { languagesOf } from './region';
import { generate, planReply, saveExchange } from './companion.service';
import { writtenReply } from './providers';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

/**
 * Answers one user turn by its plan, reporting the reply's pieces as they come; saves the exchange
 * and gives the final answer. Crisis replies and safety mode are MoodCraft's own words.
 */
async function answer(
  deps: AppDeps,
  request: FastifyRequest,
  messages: ChatTurn[],
  onPiece: (piece: string) => void = () => {},
  onReplace: (full: string) => void = () => {},
): Promise<ChatResponse> {
  const speaker = {
    ...authOf(request),
    languages: languagesOf(request.headers['accept-language']),
  };
  const { userId } = speaker;
  const last = messages[messages.length - 1]!.content.trim();
  const plan = await planReply(deps, request.server.moodReads, speaker, messages);
  if (plan.kind !== 'provider') {
    const crisis = plan.kind === 'crisis';
    // a count is all the service needs: no user id, no text
    if (crisis)
      request.log.warn({ event: 'crisis-response', source: 'chat' }, 'Crisis response given');
    onPiece(plan.message);
    await saveExchange(deps, userId, last, plan.message, { crisis, flagged: true });
    return {
      message: plan.message,
      crisis,
      resources: plan.resources,
      provider: 'builtin',
      safetyMode: true,
      // after the crisis reply itself, the calming exercises stay one tap away
      ...(crisis ? {} : { tools: SAFETY_TOOLS }),
    };
  }
  // what the chat offers beside the words, whoever writes them: the exercises and article that
  // fit the message, and ways into a conversation that has not started yet
  const extras = builtinAnswer(plan.turns, plan.context, plan.risk);
  const lead = plan.checkIn ? `${CHECK_IN}\n\n` : '';
  if (lead) onPiece(lead);
  const controller = new AbortController();
  request.raw.on('close', () => controller.abort());
  // the built-in companion's words are the answer just planned, not a second reading
  const provider = plan.provider.name === 'builtin' ? writtenReply(extras.text) : plan.provider;
  const generated = await generate(
    deps,
    { ...plan, provider },
    controller.signal,
    request.log,
    onPiece,
    (full) => onReplace(lead + full),
  );
  const message = lead + generated.text;
  await saveExchange(deps, userId, last, message, {
    crisis: false,
    flagged: Boolean(plan.checkIn),
  });
  return {
    message,
    crisis: false,
    provider: generated.provider,
    ...(plan.checkIn ? { resources: plan.checkIn } : {}),
    ...(extras.tools.length ? { tools: extras.tools } : {}),
    ...(extras.quickReplies.length && !plan.checkIn ? { quickReplies: extras.quickReplies } : {}),
    ...(extras.article ? { article: extras.article } : {}),
  };
}

const SAFETY_TOOLS: ChatTool[] = ['grounding', 'box-breathing'];

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
    async (request) => answer(deps, request, request.body.messages),
  );

  app.post(
    '/ai/chat/stream',
    {
      schema: {
        tags: ['companion'],
        security,
        summary:
          'The same, as server-sent events: token events, then a done event (or replace, if the provider failed midway)',
        body: chatRequest,
        response: errors,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      userIdOf(request);
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        const done = await answer(
          deps,
          request,
          request.body.messages,
          (piece) => send('token', { text: piece }),
          (full) => send('replace', { text: full }),
        );
        send('done', done);
      } catch (error) {
        request.log.error({ err: error }, 'Mood Friend could not answer');
        send('error', {
          message: "I'm having trouble connecting right now. Please try again later.",
        });
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
        content: deps.encryption.decrypt(r.content, at(chatMessages.content, r.id)),
        crisis: r.crisis,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );

  app.delete(
    '/ai/history',
    {
      schema: {
        tags: ['companion'],
        security,
        summary: 'Clear the conversation',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await clearMessages(deps.database.db, userIdOf(request));
      return reply.code(204).send(null);
    },
  );
};
