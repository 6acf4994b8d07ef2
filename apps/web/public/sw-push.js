/* MoodCraft service worker, notifications: shows what the server pushes (its words only, never a
   mood or a note) and opens the page it names when the notification is clicked. Loaded by sw.js. */
const DEFAULT_PUSH = { title: 'MoodCraft', body: '', url: '/dashboard', tag: 'moodcraft' };

/** The payload as the server sends it ({title, body, url, tag}); a page of this site only. */
function pushMessage(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = {};
  }
  const url =
    typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//')
      ? message.url
      : DEFAULT_PUSH.url;
  return {
    title: typeof message.title === 'string' ? message.title : DEFAULT_PUSH.title,
    body: typeof message.body === 'string' ? message.body : DEFAULT_PUSH.body,
    tag: typeof message.tag === 'string' ? message.tag : DEFAULT_PUSH.tag,
    url,
  };
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? DEFAULT_PUSH.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = open.find((c) => new URL(c.url).origin === url.origin);
      if (client) {
        const shown = await client.navigate(url.href).catch(() => client);
        await (shown ?? client).focus?.().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
