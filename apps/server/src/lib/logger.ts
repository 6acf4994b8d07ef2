import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';

/** Paths pino removes from every log line: secrets and personal text never reach the logs. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // request headers handed to a library that logs its options (the multipart parser, at trace)
  '*.headers.authorization',
  '*.headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.code',
  '*.notes',
  '*.content',
  '*.message',
  '*.messages',
];

/** The URL without its query string: signed media links and search terms stay out of the logs. */
const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';

/**
 * What a request log line shows as its URL: the route's pattern (`/api/reports/:token`), so a
 * token in the path never reaches the logs; for a path no route matched (a page of the web app
 * such as `/reset-password/<token>`), the path with every token-like segment masked.
 */
function loggedUrl(req: { url?: string; routeOptions?: { url?: string } }) {
  let route: string | undefined;
  try {
    route = req.routeOptions?.url;
  } catch {
    // a request the router never saw: fall back to its path
  }
  return (
    route ??
    pathOnly(req.url)
      .split('/')
      .map((segment) => (/^[\w%-]{20,}$/.test(segment) ? ':token' : segment))
      .join('/')
  );
}

type LoggedError = { type: string; errorCode?: string; stack?: string; cause?: LoggedError };

/**
 * Errors keep their type, code (as `errorCode`, which redaction leaves alone) and stack frames,
 * but not their message: a failed query's message lists the values it was given, which can be
 * personal text.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.constructor.name,
    ...(typeof code === 'string' ? { errorCode: code } : {}),
    stack: frames.join('\n'),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** `destination` defaults to standard output; tests pass a stream to read what was logged. */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: {
          method: string;
          url?: string;
          id: string;
          routeOptions?: { url?: string };
        }) => ({
          id: req.id,
          method: req.method,
          url: loggedUrl(req),
        }),
        err: serializeError,
      },
    },
    destination,
  );
}
