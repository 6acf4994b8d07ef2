import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import {
  pushEndpointProblem,
  type PushMessage,
  type PushSubscriptionInput,
} from '@moodcraft/core/push/push';
import type { AppDeps } from '../../deps';
import { at } from '../../db/encrypted-fields';
import { pushSubscriptions } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { describeDevice } from '../accounts/device';
import { vapidOf } from './vapid';

type Row = typeof pushSubscriptions.$inferSelect;
type Stored = { endpoint: string; keys: { p256dh: string; auth: string } };

const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');
const seal = (deps: AppDeps, id: string, value: Stored) =>
  deps.encryption.encrypt(JSON.stringify(value), at(pushSubscriptions.subscription, id));
const open = (deps: AppDeps, row: Row): Stored =>
  JSON.parse(deps.encryption.decrypt(row.subscription, at(pushSubscriptions.subscription, row.id)));

const toDevice = (row: Row) => ({
  id: row.id,
  device: row.device,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
});

/**
 * Keeps this device's subscription for the person. A device signed in to another account before
 * moves to this one (one row per endpoint). Answers whether it is new.
 */
export async function subscribe(
  deps: AppDeps,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string,
) {
  const problem = pushEndpointProblem(input.endpoint, deps.config.PUSH_SERVICES);
  if (problem) throw new HttpError(400, problem);
  const db = deps.database.db;
  const hash = endpointHash(input.endpoint);
  const value: Stored = { endpoint: input.endpoint, keys: input.keys };
  const [existing] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpointHash, hash));
  const device = describeDevice(userAgent);
  if (existing) {
    const [row] = await db
      .update(pushSubscriptions)
      .set({ userId, subscription: seal(deps, existing.id, value), device })
      .where(eq(pushSubscriptions.id, existing.id))
      .returning();
    return { created: false, device: toDevice(row!) };
  }
  const id = randomUUID();
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id, userId, endpointHash: hash, subscription: seal(deps, id, value), device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpointHash,
      set: { userId, subscription: seal(deps, id, value), device, id },
    })
    .returning();
  return { created: true, device: toDevice(row!) };
}

/** Forgets this device's subscription (switched off, or signing out). */
export async function unsubscribe(deps: AppDeps, userId: string, endpoint: string) {
  await deps.database.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpointHash, endpointHash(endpoint)),
        eq(pushSubscriptions.userId, userId),
      ),
    );
}

/** Forgets one of the person's devices by its id (from the list in Settings). */
export async function removeDevice(deps: AppDeps, userId: string, id: string) {
  const rows = await deps.database.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (!rows.length) throw new HttpError(404, 'No such device');
}

export async function listDevices(deps: AppDeps, userId: string) {
  const rows = await deps.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
  return rows.map(toDevice);
}

export async function hasPushDevices(deps: AppDeps, userId: string) {
  const [row] = await deps.database.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** Push services answer these when a subscription is gone for good. */
const GONE = new Set([404, 410]);

/**
 * Sends `message` to the person's devices (or only the one with `endpoint`). A subscription the
 * push service says is gone is removed; another failure is logged (never with the address) and
 * the others still get theirs. Answers how many devices accepted it.
 */
export async function sendPush(
  deps: AppDeps,
  userId: string,
  message: PushMessage,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  only?: { endpoint: string },
) {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        only ? eq(pushSubscriptions.endpointHash, endpointHash(only.endpoint)) : undefined,
      ),
    );
  if (!rows.length) return 0;
  const vapid = await vapidOf(deps);
  let delivered = 0;
  for (const row of rows) {
    const subscription = open(deps, row);
    // still one of the services allowed (PUSH_SERVICES may have changed since)
    if (pushEndpointProblem(subscription.endpoint, deps.config.PUSH_SERVICES)) continue;
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: 12 * 3600,
      urgency: 'normal',
      topic: message.tag,
    });
    let status: number;
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (error) {
      log.warn(
        { userId, device: row.id, err: (error as Error).name },
        'A push message could not be delivered to the push service',
      );
      continue;
    }
    if (GONE.has(status)) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
      log.info({ userId, device: row.id }, 'Removed a push subscription the service no longer has');
    } else if (status >= 200 && status < 300) {
      delivered++;
      await db
        .update(pushSubscriptions)
        .set({ lastSentAt: deps.now() })
        .where(eq(pushSubscriptions.id, row.id));
    } else {
      log.warn({ userId, device: row.id, status }, 'A push service refused a message');
    }
  }
  return delivered;
}
