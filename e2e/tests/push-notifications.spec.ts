// Web Push end to end: the Settings switch subscribes this device, the server signs (VAPID) and
// encrypts (aes128gcm) a message to the device's push service, and the service worker shows it
// and opens its page when it is clicked. The browser's own push service needs the internet, so
// this browser subscribes to a push service of the test's own on 127.0.0.1 (the one the server's
// API tests use), which decrypts what it receives with the device's keys; the message is then
// delivered to the service worker through the DevTools protocol, as a push service would.
import { expect, test } from '@playwright/test';
import { startPushService } from '../../apps/server/test/helpers/push-service';
import { expectAccessible } from './support/a11y';
import { CHROME_ARGS, FULL_CHROME_PATH } from './support/chrome-path';
import { appIsLive, signUpQuickly } from './support/accounts';
import { freePortsSync, startOwnServer } from './support/own-server';

const [port] = freePortsSync(1) as [number];
const origin = `http://127.0.0.1:${port}`;
test.use({
  baseURL: origin,
  // notifications and push need the whole browser: the headless shell has neither
  launchOptions: { executablePath: FULL_CHROME_PATH, args: CHROME_ARGS },
});

let push: Awaited<ReturnType<typeof startPushService>>;
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  push = await startPushService();
  server = await startOwnServer(port, { PUSH_SERVICES: '127.0.0.1', PUBLIC_URL: origin });
});
test.afterAll(async () => {
  await server?.stop();
  await push?.close();
});

test('turns notifications on, receives one, and opens its page from it', async ({
  page,
  context,
}) => {
  // three accessibility-scanned steps and a delivery that may be repeated, on a loaded machine
  test.setTimeout(180_000);
  const device = push.subscribe();
  // this browser's push service: the test's own, with keys the test holds
  await context.addInitScript((json) => {
    // kept across page loads, as the browser keeps a real subscription
    const KEY = 'test-push-subscription';
    const made = (key: string) => ({
      endpoint: json.endpoint,
      options: { applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(KEY);
      return (key === null ? null : made(key)) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options) {
      const bytes = new Uint8Array(options?.applicationServerKey as Uint8Array);
      localStorage.setItem(KEY, btoa(String.fromCharCode(...bytes)));
      return made(localStorage.getItem(KEY)!) as unknown as PushSubscription;
    };
  }, device.json);
  await context.grantPermissions(['notifications'], { origin });

  await signUpQuickly(page);
  await page.goto('/profile');
  await appIsLive(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Notifications on This Device' });
  const toggle = section.getByRole('switch', { name: 'Notifications on this device' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Notifications are on for this device')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expectAccessible(page, 'Settings with notifications on');

  await section.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText('A test notification is on its way')).toBeVisible();
  const received = push.received.filter((r) => r.subscription === device.id);
  expect(received).toHaveLength(1);
  expect(received[0]!.vapid.signatureValid).toBe(true);
  const message = received[0]!.payload as { title: string; body: string; url: string };
  expect(message).toMatchObject({ title: 'Notifications are on', url: '/profile' });

  // the push service hands the message to the service worker, once it is active: one still
  // installing (it keeps the app's files for offline use first, slow on a busy machine) would
  // never see it
  await page.goto('/dashboard');
  await appIsLive(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  // what the browser says of its service workers, printed if the message never shows
  const seen: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
    seen.push(
      `error: ${errorMessage.errorMessage} (${errorMessage.sourceURL}:${errorMessage.lineNumber})`,
    ),
  );
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) =>
    seen.push(...versions.map((v) => `version ${v.versionId}: ${v.status}, ${v.runningStatus}`)),
  );
  let registrationId = '';
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
    if (found) registrationId = found.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationId).not.toBe('');
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
      })),
    );
  // a push service delivers again until the device takes the message; with the same tag, a
  // second delivery replaces the first notification rather than adding one
  try {
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify(message),
      });
      await expect
        .poll(shown, { timeout: 10_000 })
        .toEqual([{ title: message.title, body: message.body }]);
    }).toPass({ timeout: 60_000 });
  } catch (error) {
    throw new Error(`No notification; the service workers: ${seen.join('; ') || 'nothing'}`, {
      cause: error,
    });
  }

  // a click on it opens the page it names, in this window
  const [worker] = context.serviceWorkers();
  expect(worker).toBeTruthy();
  await worker!.evaluate(async () => {
    // the worker's own scope: its registration, and the event a click on a notification makes
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await sw.registration.getNotifications();
    sw.dispatchEvent(
      new sw.NotificationEvent('notificationclick', { notification: notification! }),
    );
  });
  await expect(page).toHaveURL(/\/profile$/);

  // off again: the server forgets this device
  await page.getByRole('tab', { name: 'Settings' }).click();
  await toggle.click();
  await expect(page.getByText('Notifications are off for this device')).toBeVisible();
  const devices = await page.request.get('/api/push/subscriptions');
  expect(await devices.json()).toEqual([]);
});
