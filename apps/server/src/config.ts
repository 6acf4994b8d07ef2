import { REGISTRATION_MODES } from '@moodcraft/core/admin/registration';
import { knownRegion } from '@moodcraft/core/companion/helplines';
import { Cron } from 'croner';
import { z } from 'zod';
import { DEFAULT_PUSH_SERVICES } from '@moodcraft/core/push/push';

/** Whether croner reads the pattern (checked once at start; nothing is scheduled here). */
const validCron = (pattern: string) => {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
};

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}, e.g. ${example}`,
    );

const isKey = (v: string) =>
  /^[A-Za-z0-9+/_-]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32;
const KEY_HINT = 'must be 32 random bytes in base64, e.g. the output of: openssl rand -base64 32';

const encryptionKey = z.string().trim().refine(isKey, KEY_HINT);

/** Keys data may still be sealed with after a rotation: one, or several separated by commas. */
const previousKeys = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const keys = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    keys.forEach((key, i) => {
      if (!isKey(key))
        ctx.addIssue({
          code: 'custom',
          message: `${keys.length > 1 ? `(key ${i + 1}) ` : ''}${KEY_HINT}; several keys are separated by commas`,
        });
    });
    return keys;
  });

const email = z.string().trim().pipe(z.email('must be an email address'));

/** ADMIN_EMAILS: e-mail addresses separated by commas, kept lower-cased. */
const adminEmails = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const list = (value ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    const bad = list.filter((address) => !z.email().safeParse(address).success);
    if (bad.length)
      ctx.addIssue({
        code: 'custom',
        message: `must be e-mail addresses separated by commas (not: ${bad.join(', ')})`,
      });
    return [...new Set(list)];
  });

/**
 * Media in an S3-compatible bucket instead of $DATA_DIR/media: on when S3_BUCKET is set
 * (docs/decisions/0019-object-storage.md; `npm run media:move` moves what is already stored).
 */
const s3Settings = {
  S3_BUCKET: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  ),
  /** unset: Amazon S3 itself */
  S3_ENDPOINT: optionalText.pipe(
    url(['http:', 'https:'], 'https://s3.example.org or http://127.0.0.1:9000')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  S3_REGION: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'us-east-1')
    .refine((v) => /^[a-z0-9-]{1,40}$/.test(v), 'must be a region name such as us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** true: `endpoint/bucket/key` addresses, as MinIO and Garage expect */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** put before every object's name, so the bucket can hold other things too */
  S3_PREFIX: optionalText
    .refine(
      (v) =>
        v === undefined ||
        (/^[A-Za-z0-9._/-]{1,200}$/.test(v) &&
          !v.startsWith('/') &&
          !v.includes('//') &&
          !v.split('/').includes('..')),
      'may hold letters, digits, ".", "_", "-" and "/" (not at the start, not twice), e.g. moodcraft/media',
    )
    .transform((v) => (v === undefined || v.endsWith('/') ? v : `${v}/`)),
};

/**
 * Rate limits, sign-in attempts for unknown addresses and upload slots shared by every process
 * through Redis: on when REDIS_URL is set (docs/decisions/0021-shared-limits-in-redis.md).
 */
const redisSettings = {
  REDIS_URL: url(
    ['redis:', 'rediss:'],
    'redis://127.0.0.1:6379/0 or rediss://user:pass@redis.example.org:6380',
  )
    .optional()
    .or(z.literal('').transform(() => undefined)),
};

/**
 * Web Push (modules/push): the VAPID key pair, made once and kept in the database unless given
 * here; who the push services may contact about it; which push services subscriptions may use.
 */
const pushSettings = {
  VAPID_PUBLIC_KEY: optionalText.refine(
    (v) => v === undefined || /^[A-Za-z0-9_-]{87}$/.test(v),
    'must be a VAPID public key: 87 base64url characters (npx web-push generate-vapid-keys makes a pair)',
  ),
  VAPID_PRIVATE_KEY: optionalText.refine(
    (v) => v === undefined || /^[A-Za-z0-9_-]{43}$/.test(v),
    'must be a VAPID private key: 43 base64url characters (npx web-push generate-vapid-keys makes a pair)',
  ),
  VAPID_SUBJECT: optionalText.refine(
    (v) => v === undefined || /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v),
    'must be mailto:someone@example.org or an https:// address',
  ),
  /** host names (and their subdomains) of the push services subscriptions may point at */
  PUSH_SERVICES: z
    .string()
    .trim()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean)
        : [...DEFAULT_PUSH_SERVICES],
    ),
};

type S3Input = { S3_BUCKET?: string } & Partial<
  Record<'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PREFIX', string>
>;

/** A bucket needs its keys; the other S3 settings without a bucket are most likely a slip. */
function checkS3(c: S3Input, ctx: z.RefinementCtx) {
  if (c.S3_BUCKET) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!c[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            'is required when S3_BUCKET is set: MoodCraft signs its requests to the bucket with this access key (give it an account that may read, write, list and delete in that bucket only)',
        });
    return;
  }
  const set = (
    ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const
  ).filter((name) => c[name]);
  if (set.length)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `is not set, but ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'}: set S3_BUCKET to keep media in that bucket, or remove the S3_ settings to keep them in DATA_DIR/media`,
    });
}

export const configSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:pass@localhost:5432/moodcraft')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PUBLIC_URL: url(['http:', 'https:'], 'https://mood.example.org')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.org:587')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: email.default('support@moodcraft.local'),
    SUPPORT_EMAIL: email.default('support@moodcraft.local'),
    APP_ENCRYPTION_KEY: encryptionKey.optional().or(z.literal('').transform(() => undefined)),
    /**
     * After a key rotation, the keys data may still be sealed with: still read, and rewritten
     * under APP_ENCRYPTION_KEY by the re-encryption job at start.
     */
    APP_ENCRYPTION_KEY_PREVIOUS: previousKeys,
    AI_PROVIDER: z
      .enum(['builtin', 'openai'], { error: 'must be builtin or openai' })
      .default('builtin'),
    OPENAI_BASE_URL: url(['http:', 'https:'], 'http://127.0.0.1:11434/v1').optional(),
    OPENAI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    CRISIS_REGION: z
      .string()
      .default('AU')
      .transform((code, ctx) => {
        const known = knownRegion(code);
        if (!known)
          ctx.addIssue({
            code: 'custom',
            message: `must be a country code from content/helplines/helplines.json (such as AU, US, GB) or INTL`,
          });
        return known ?? 'INTL';
      }),
    /**
     * Accounts that are admins besides the instance's first account: e-mail addresses separated
     * by commas, whatever their capitals. Read at every check, so taking an address off the
     * list (and restarting) ends that person's admin rights.
     */
    ADMIN_EMAILS: adminEmails,
    /** who may create an account: anyone, only with an invite link, or nobody */
    REGISTRATION: z
      .string()
      .trim()
      .toLowerCase()
      .default('open')
      .pipe(z.enum(REGISTRATION_MODES, { error: 'must be open, invite or closed' })),
    /**
     * Which proxies in front of MoodCraft to believe about the client's address
     * (X-Forwarded-For), as Fastify's trustProxy: `true` (any), a hop count, or addresses and
     * CIDR ranges separated by commas. Off by default: without a proxy the header is a client's
     * own claim.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx): boolean | number | string[] => {
        if (!value || value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d+$/.test(value)) return Number(value);
        const list = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const address = /^[\d.]+(\/\d{1,2})?$|^[\da-f:]+(\/\d{1,3})?$/i;
        if (!list.every((part) => address.test(part))) {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be true, false, a number of hops, or addresses/CIDR ranges separated by commas',
          });
          return z.NEVER;
        }
        return list;
      }),
    /** how long a request body other than an upload may take to arrive, in seconds */
    BODY_TIMEOUT_S: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .default(30),
    /** how long a whole request, an upload included, may take to arrive, in seconds */
    UPLOAD_TIMEOUT_S: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .default(1800),
    RATE_LIMIT_SCALE: z.coerce
      .number({ error: 'must be a number' })
      .positive('must be a positive number')
      .default(1),
    /** where backups are written; `$DATA_DIR/backups` when unset */
    BACKUP_DIR: optionalText,
    /** when backups are made: a cron pattern in the server's time zone, or `off` */
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .default('0 3 * * *')
      .refine((value) => value === 'off' || validCron(value), {
        message: 'must be a cron pattern such as "0 3 * * *" (daily at 03:00), or off',
      }),
    /** how many backups are kept: the newest, the older ones deleted after each new one */
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(7),
    /** single sign-on with an OpenID Connect provider (its issuer URL, as in its discovery) */
    OIDC_ISSUER: url(['http:', 'https:'], 'https://id.example.org/realms/family')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    /** the words on the sign-in page's button */
    OIDC_BUTTON_TEXT: z.string().trim().min(1).max(60).default('Sign in with single sign-on'),
    /** true: only single sign-on; signing in, signing up and resets with a password are off */
    OIDC_ONLY: z
      .enum(['true', 'false', ''], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    ...s3Settings,
    ...redisSettings,
    ...pushSettings,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((c, ctx) => {
    checkS3(c, ctx);
    if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key: set both, or neither to have one made',
      });
    if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    if (c.OIDC_ONLY && !c.OIDC_ISSUER)
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ONLY'],
        message: 'needs OIDC_ISSUER and OIDC_CLIENT_ID: without them nobody could sign in',
      });
    if (c.AI_PROVIDER === 'openai') {
      if (!c.OPENAI_BASE_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['OPENAI_BASE_URL'],
          message: 'is required when AI_PROVIDER=openai',
        });
      if (!c.AI_MODEL)
        ctx.addIssue({
          code: 'custom',
          path: ['AI_MODEL'],
          message: 'is required when AI_PROVIDER=openai',
        });
    }
  })
  .transform((c) => ({
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    /** false when PUBLIC_URL was left unset and links fall back to localhost */
    publicUrlGiven: c.PUBLIC_URL !== undefined,
  }));

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/**
 * A server others can reach whose links still say localhost: reset e-mails, reminders and report
 * links would open nowhere for anyone but this machine. Null when all is well.
 */
export function publicUrlWarning(config: Pick<Config, 'HOST' | 'PUBLIC_URL' | 'publicUrlGiven'>) {
  if (config.publicUrlGiven || LOOPBACK.test(config.HOST)) return null;
  return `PUBLIC_URL is not set, so links in e-mails and report links use ${config.PUBLIC_URL}, which only this machine can open. Set PUBLIC_URL to the address people use to reach MoodCraft (for example https://mood.example.org).`;
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration from the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(configSchema.in.shape).map((key) => [key, env[key]]),
  );
  const result = configSchema.safeParse(known);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
