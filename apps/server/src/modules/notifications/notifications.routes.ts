import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_NAMES, unsubscribe, verifyUnsubscribe } from './notifications.service';

const query = z.object({
  u: z.uuid('This link is not valid'),
  k: z.enum(['mood-reminder', 'weekly-report', 'check-in'], { error: 'This link is not valid' }),
  sig: z.string().max(100),
});

const page = (title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · MoodCraft</title>
<style>body{font:17px/1.6 system-ui,sans-serif;background:#f7f4ef;color:#1d2b2e;display:grid;place-items:center;min-height:100vh;margin:0;padding:24px}main{max-width:460px;background:#fff;border:1px solid #e3ddd3;border-radius:18px;padding:32px}h1{font-size:1.5rem;margin:0 0 12px}a{color:#1f6f78}</style>
</head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/profile">Open your settings</a></p></main></body></html>`;

/** One-click unsubscribe from reminder and report emails (a link, or RFC 8058 POST). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const handler = async (q: z.infer<typeof query>) => {
    if (!verifyUnsubscribe(deps, q.u, q.k, q.sig)) return { ok: false };
    return { ok: await unsubscribe(deps, q.u, q.k) };
  };
  const schema = {
    tags: ['notifications'],
    summary: 'Stop mood reminders, weekly reports or check-in reminders from the link in the email',
    querystring: query,
    hide: false,
  };

  app.get('/notifications/unsubscribe', { schema }, async (request, reply) => {
    const { ok } = await handler(request.query);
    const what = NOTIFICATION_NAMES[request.query.k];
    return reply
      .code(ok ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(
        ok
          ? page(
              'You are unsubscribed',
              request.query.k === 'check-in'
                ? 'Your check-in schedule is now off, so no more check-in reminders will come. You can choose a schedule again on the Check-ins page at any time.'
                : `You will not get ${what} by email any more. You can turn them back on in your settings at any time.`,
            )
          : page(
              'This link did not work',
              'It may have been copied incompletely. You can turn emails off in your settings instead.',
            ),
      );
  });

  app.post('/notifications/unsubscribe', { schema }, async (request, reply) => {
    const { ok } = await handler(request.query);
    return reply
      .code(ok ? 200 : 400)
      .send({ message: ok ? 'Unsubscribed' : 'This link is not valid' });
  });
};
