import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** Paths pino removes from every log line: secrets and personal text never reach the logs. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
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
const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0];

export function createLogger(level: string): FastifyBaseLogger {
  return pino({
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url?: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: pathOnly(req.url),
      }),
    },
  });
}
