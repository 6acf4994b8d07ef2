import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** Where the "Watch Dance" videos may be embedded from, after a click. */
export const VIDEO_FRAME_HOST = 'https://www.youtube-nocookie.com';

/**
 * The Content-Security-Policy: no inline script, nothing from elsewhere but the dance videos. A
 * page rendered at build time also allows its own few inline scripts, each by its hash; every
 * other answer allows none.
 */
const cspDirectives = ({
  https,
  scriptHashes = [],
}: SecurityOptions): Record<string, string[]> => ({
  'default-src': ["'self'"],
  // the pages rendered at build time carry a few inline scripts, each allowed by its hash alone
  'script-src': ["'self'", ...scriptHashes],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': [VIDEO_FRAME_HOST],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  ...(https ? { 'upgrade-insecure-requests': [] } : {}),
});

export type SecurityOptions = { https: boolean; scriptHashes?: string[] };

/** The Content-Security-Policy header's value for these options. */
export function contentSecurityPolicy(opts: SecurityOptions): string {
  return Object.entries(cspDirectives(opts))
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * Helmet's headers for these options, worked out once: the policy is the same for every answer,
 * so each request only copies them (building helmet's middleware anew per request, as its Fastify
 * plugin does, was a measurable share of a cached read's CPU).
 */
export function securityHeaders(opts: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts) },
    strictTransportSecurity: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  })(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityOptions) {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.removeHeader('x-powered-by');
    void reply.header(
      'permissions-policy',
      'camera=(self), microphone=(self), geolocation=(), payment=()',
    );
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}

/**
 * The same protections for the few answers Fastify sends before any hook runs (a malformed or
 * overlong address).
 */
export function baselineSecurityHeaders(opts: SecurityOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(opts),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
