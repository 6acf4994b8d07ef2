import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Encryption } from './encryption';
import { hmac } from './tokens';

/**
 * Redis, when REDIS_URL is set: where the limits every process must agree on are kept (rate
 * limits, sign-in attempts for unknown addresses, upload slots). Every key starts with
 * `moodcraft:`, so one Redis can serve other applications too, and no key holds personal data
 * in the clear (see `keyHasher`).
 */
export const REDIS_KEY_PREFIX = 'moodcraft:';

export class RedisUnavailableError extends Error {}

/** The URL with its password hidden, for messages. */
function shown(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/** A connected client with the key prefix; a Redis that cannot be reached stops the start. */
export async function openRedis(url: string, log?: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    keyPrefix: REDIS_KEY_PREFIX,
    lazyConnect: true,
    connectTimeout: 2000,
    // while Redis is away a limited request fails at once (and answers 500) rather than waiting
    maxRetriesPerRequest: 1,
  });
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
    log?.warn({ err: error }, 'Redis: connection error');
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new RedisUnavailableError(
      `Could not reach Redis at ${shown(url)} (REDIS_URL): ${(lastError ?? (error as Error)).message}`,
    );
  }
  return client;
}

/**
 * What stands for a personal value (an e-mail or IP address) in a key: an HMAC with a key
 * derived from the app's encryption key, the same in every process and useless to anyone
 * reading Redis without it.
 */
export function keyHasher(encryption: Encryption) {
  const key = encryption.deriveKey('shared-limits');
  return (value: string) => hmac(key, value).slice(0, 32);
}
