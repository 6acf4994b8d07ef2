import { api } from './api-client';

/**
 * Web Push on this device: the browser's subscription to its push service, kept by the server
 * for the signed-in person so reminders reach this device. Notifications never say anything
 * private; the server chooses their words.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration() {
  return navigator.serviceWorker.ready;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Asks for permission, subscribes this device and gives the server its subscription. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await api<{ publicKey: string }>('/push/key');
  const manager = (await registration()).pushManager;
  let subscription = await manager.getSubscription();
  // a subscription made for another server key cannot be used
  if (subscription && subscription.options.applicationServerKey) {
    const current = new Uint8Array(subscription.options.applicationServerKey);
    const wanted = keyBytes(publicKey);
    if (current.length !== wanted.length || current.some((b, i) => b !== wanted[i])) {
      await subscription.unsubscribe();
      subscription = null;
    }
  }
  subscription ??= await manager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await api('/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  return 'on';
}

/** Stops notifications on this device: with the server, then with the browser's push service. */
export async function turnPushOff(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await api('/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}

/** Sends a test notification to this device. */
export async function sendTestPush() {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) throw new Error('Notifications are off on this device');
  return api<{ delivered: number }>('/push/test', {
    method: 'POST',
    body: { endpoint: subscription.endpoint },
  });
}

/**
 * On signing out: this browser stops getting the person's reminders. Best effort (the server
 * also forgets a subscription the push service reports gone).
 */
export async function forgetPushOnThisDevice() {
  try {
    if (pushSupported() && navigator.serviceWorker.controller) await turnPushOff();
  } catch {
    /* signed out already, or offline: the subscription is unsubscribed on the next try */
  }
}
