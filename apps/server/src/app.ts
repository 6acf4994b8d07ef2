import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { profileRoutes } from './modules/accounts/profile.routes';
import { sessionRoutes } from './modules/accounts/sessions.routes';
import { twoFactorRoutes } from './modules/accounts/two-factor.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { articleRoutes } from './modules/articles/articles.routes';
import { companionRoutes } from './modules/companion/companion.routes';
import { craftRoutes } from './modules/crafts/crafts.routes';
import { dataRoutes } from './modules/data/data.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { safetyPlanRoutes } from './modules/safety-plan/safety-plan.routes';
import { checkInRoutes } from './modules/checkins/checkins.routes';
import { trackerRoutes } from './modules/trackers/trackers.routes';
import { factorRoutes } from './modules/factors/factors.routes';
import { pushRoutes } from './modules/push/push.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { moodRoutes } from './modules/moods/moods.routes';
import { createMoodReadCache } from './modules/moods/mood-read-cache';
import type { AppDeps } from './deps';
import { contactRoutes } from './modules/contact/contact.routes';
import { healthRoutes } from './modules/health/health.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { registrationRoutes } from './modules/admin/registration.routes';
import { ssoRoutes } from './modules/sso/oidc.routes';
import { crisisModel } from '@moodcraft/core/companion/crisis';
import { HttpError, registerErrorHandling } from './plugins/errors';
import {
  baselineSecurityHeaders,
  contentSecurityPolicy,
  registerSecurityHeaders,
} from './plugins/security';
import { registerCompression } from './plugins/compression';
import { registerBodyDeadline } from './plugins/body-deadline';
import { createUploadSlots } from './lib/upload-slots';
import { createRedisUploadSlots } from './lib/redis-upload-slots';
import { keyHasher } from './lib/redis';
import { readWebBuild, registerSpa } from './plugins/spa';
import { WEB_DIST_DIR } from './paths';
import { createLogger } from './lib/logger';
import pkg from '../package.json' with { type: 'json' };

export type { AppDeps } from './deps';

export type AppOptions = {
  /** defaults to a pino logger at LOG_LEVEL with redaction */
  loggerInstance?: FastifyBaseLogger;
  webDist?: string;
};

export const API_BODY_LIMIT = 1024 * 1024;
/** The largest single upload (a dance video); each route sets its own lower limit. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest the server. */
function trustProxyOption(value: boolean | number | string[]) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the whole application; the server listens on it and tests `inject()` into it. */
export async function buildApp(deps: AppDeps, options: AppOptions = {}) {
  // the crisis detector's weights are read now, not on a person's first message
  crisisModel();
  const webDist = options.webDist ?? WEB_DIST_DIR;
  const webBuild = readWebBuild(webDist);
  const security = { https: deps.config.PUBLIC_URL.startsWith('https:') };
  const app = Fastify({
    loggerInstance: options.loggerInstance ?? createLogger(deps.config.LOG_LEVEL),
    bodyLimit: API_BODY_LIMIT,
    // a request already on its way while the server drains is answered in full, with every
    // header, and its connection closed (Fastify's own 503 would skip the hooks and the headers)
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 200 },
    // A malformed or overlong address never reaches a route or the error handler: same error shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .headers(baselineSecurityHeaders(security))
        .code(tooLong ? 414 : 400)
        .type('application/json; charset=utf-8')
        .send({ message: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('moodReads', createMoodReadCache());
  // what stands for personal data (addresses, ids) in Redis keys
  const hashKey = keyHasher(deps.encryption);
  app.decorate(
    'uploadSlots',
    deps.redis
      ? createRedisUploadSlots(deps.redis, {
          // an upload is cut off after UPLOAD_TIMEOUT_S; a dead process's lease ends soon after
          leaseMs: deps.config.UPLOAD_TIMEOUT_S * 1000 + 60_000,
          keyOf: hashKey,
        })
      : createUploadSlots(),
  );
  app.decorateRequest('auth', null);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, security);
  await registerCompression(app);
  registerBodyDeadline(app, deps.config.BODY_TIMEOUT_S * 1000);
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: 1,
      fields: 20,
      parts: 25,
      fieldSize: 64 * 1024,
      headerPairs: 200,
    },
  });
  await app.register(rateLimit, {
    global: false,
    // with REDIS_URL every process counts in the same place, by a hash of the client's address
    ...(deps.redis && {
      redis: deps.redis,
      nameSpace: 'rate-limit:',
      keyGenerator: (request: FastifyRequest) => hashKey(request.ip),
    }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        undefined,
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MoodCraft API',
        version: pkg.version,
        description: 'Mood tracking, creative crafts, the Mood Friend companion and self-help.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'moodcraft_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contactRoutes);
      await api.register(metaRoutes);
      await api.register(mediaRoutes);
      await api.register(accountRoutes);
      await api.register(registrationRoutes);
      await api.register(ssoRoutes);
      await api.register(profileRoutes);
      await api.register(sessionRoutes);
      await api.register(twoFactorRoutes);
      await api.register(settingsRoutes);
      await api.register(statsRoutes);
      await api.register(moodRoutes);
      await api.register(dashboardRoutes);
      await api.register(craftRoutes);
      await api.register(articleRoutes);
      await api.register(companionRoutes);
      await api.register(dataRoutes);
      await api.register(notificationRoutes);
      await api.register(reportRoutes);
      await api.register(safetyPlanRoutes);
      await api.register(checkInRoutes);
      await api.register(trackerRoutes);
      await api.register(factorRoutes);
      await api.register(pushRoutes);
      await api.register(adminRoutes);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, webDist, webBuild, (scriptHashes) =>
    contentSecurityPolicy({ ...security, scriptHashes }),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
