import { z } from '../common/zod';

/**
 * Web Push: which push services a subscription may point at, and the shapes of the API. The
 * server sends to a subscription's endpoint, an address the browser chose: only the browsers'
 * own push services (or hosts the operator lists in PUSH_SERVICES) are accepted, so an account
 * cannot make the server post to other places.
 */
export const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com', // Chrome, Edge, Opera, Samsung Internet, Brave
  'push.services.mozilla.com', // Firefox
  'notify.windows.com', // Edge on Windows (WNS)
  'push.apple.com', // Safari
] as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why `endpoint` cannot be a push endpoint, or null when it can. `services`: host suffixes. */
export function pushEndpointProblem(endpoint: string, services: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a valid address';
  }
  const host = url.hostname.toLowerCase();
  const listed = services.some((s) => host === s || host.endsWith(`.${s}`));
  if (!listed) return 'This browser’s push service is not one this server sends to';
  // plain HTTP only to this machine, for a push service the operator runs here
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(host)))
    return 'The push endpoint must use https';
  if (url.username || url.password) return 'The push endpoint is not a valid address';
  return null;
}

const base64url = (bytes: number, what: string) =>
  z
    .string({ error: `${what} is missing` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine(
      (v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${what} must be ${bytes} bytes`,
    );

/** A PushSubscription as the browser's `toJSON()` gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .string({ error: 'The push endpoint is missing' })
    .max(2048, 'The push endpoint is too long'),
  keys: z.object(
    {
      p256dh: base64url(65, 'keys.p256dh'),
      auth: base64url(16, 'keys.auth'),
    },
    { error: 'The subscription’s keys are missing' },
  ),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointInput = z.object({
  endpoint: z
    .string({ error: 'The push endpoint is missing' })
    .max(2048, 'The push endpoint is too long'),
});

export const pushDevice = z.object({
  id: z.uuid(),
  device: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export const pushDevices = z.array(pushDevice);

/**
 * What a notification shows. Nothing private: a lock screen may show it to anyone nearby, so it
 * never names a mood, a note or a score.
 */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export const PUSH_MESSAGES = {
  'mood-reminder': {
    title: 'Time for your check-in',
    body: 'A minute to note how you are feeling today.',
    url: '/mood-tracker',
    tag: 'mood-reminder',
  },
  'weekly-report': {
    title: 'Your weekly report is ready',
    body: 'See how your week went in MoodCraft.',
    url: '/mood-tracker',
    tag: 'weekly-report',
  },
  'check-in': {
    title: 'Time for your check-in questionnaire',
    body: 'A few short questions, whenever suits you.',
    url: '/check-ins',
    tag: 'check-in',
  },
  test: {
    title: 'Notifications are on',
    body: 'This device will get your MoodCraft reminders.',
    url: '/profile',
    tag: 'test',
  },
} as const satisfies Record<string, PushMessage>;
