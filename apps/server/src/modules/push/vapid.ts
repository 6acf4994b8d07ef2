import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import type { AppDeps } from '../../deps';
import { at } from '../../db/encrypted-fields';
import { vapidKeys } from '../../db/schema';

export type Vapid = { publicKey: string; privateKey: string; subject: string };

const place = (id: string) => at(vapidKeys.privateKey, id);

/**
 * The VAPID key pair push services know this server by: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * when set, otherwise the pair in the database, made on the first start and the same for every
 * process (a subscription is tied to the public key it was made with).
 */
async function loadVapid(deps: AppDeps): Promise<Omit<Vapid, 'subject'>> {
  const { config, encryption } = deps;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const db = deps.database.db;
  let [row] = await db.select().from(vapidKeys).limit(1);
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    const id = randomUUID();
    await db
      .insert(vapidKeys)
      .values({
        id,
        publicKey: made.publicKey,
        privateKey: encryption.encrypt(made.privateKey, place(id)),
      })
      .onConflictDoNothing();
    // another process may have made the pair first: everyone uses the one stored
    [row] = await db.select().from(vapidKeys).limit(1);
  }
  return {
    publicKey: row!.publicKey,
    privateKey: encryption.decrypt(row!.privateKey, place(row!.id)),
  };
}

const loaded = new WeakMap<AppDeps, Promise<Omit<Vapid, 'subject'>>>();

/** The key pair and the contact push services see (VAPID_SUBJECT, or the site, or MAIL_FROM). */
export async function vapidOf(deps: AppDeps): Promise<Vapid> {
  let keys = loaded.get(deps);
  if (!keys) {
    keys = loadVapid(deps);
    keys.catch(() => loaded.delete(deps));
    loaded.set(deps, keys);
  }
  const { config } = deps;
  const subject =
    config.VAPID_SUBJECT ??
    (config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : `mailto:${config.MAIL_FROM}`);
  return { ...(await keys), subject };
}
