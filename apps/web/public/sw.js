/* MoodCraft service worker: keeps the app shell for offline use, serves the articles a person
   chose to make "Available Offline", and keeps the signed-in person's safety plan and settings
   (whose helplines to list) so that the plan and its helplines open without a connection. No
   other personal data is cached here; the app deletes these copies when the person signs out. */
const SHELL = 'moodcraft-shell-v2';
/** The app's start page: any page opens from it when there is no connection. */
const START_PAGE = '/__spa-fallback.html';
const ARTICLES = 'moodcraft-articles';
const PERSONAL = 'moodcraft-personal';
const KEPT_FOR_OFFLINE = new Set(['/api/safety-plan', '/api/meta', '/api/users/settings']);
const SHELL_FILES = [
  START_PAGE,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/logo.svg',
  '/avatar-placeholder.svg',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('moodcraft-shell-') && k !== SHELL)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isArticle = (path) => /^\/api\/articles\/[a-z0-9-]+(\/image)?$/.test(path);

async function networkFirst(request, cacheName) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName });
    if (cached) return cached;
    throw error;
  }
  // keeping a copy never stands in the way of the answer
  if (response.ok && cacheName !== ARTICLES) {
    const copy = response.clone();
    caches
      .open(cacheName)
      .then((cache) => cache.put(request, copy))
      .catch(() => undefined);
  }
  return response;
}

/** A page from the network; with no connection, the start page kept at install (the app then draws the page). */
async function openPage(request) {
  try {
    const response = await fetch(request);
    // the start page is kept current with the release the server has now
    if (response.ok) {
      fetch(START_PAGE)
        .then(
          (fresh) => fresh.ok && caches.open(SHELL).then((cache) => cache.put(START_PAGE, fresh)),
        )
        .catch(() => undefined);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(START_PAGE, { cacheName: SHELL });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(SHELL)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(openPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (isArticle(url.pathname)) {
    event.respondWith(networkFirst(request, ARTICLES));
  } else if (KEPT_FOR_OFFLINE.has(url.pathname)) {
    event.respondWith(networkFirst(request, PERSONAL));
  }
});
