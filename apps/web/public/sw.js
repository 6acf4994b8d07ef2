/* MoodCraft service worker: keeps the app shell and the app's code for offline use (the app
   names every page's code for a signed-in person, and this worker fetches and keeps it, off the
   page's main thread: src/lib/offline.ts),
   serves the articles a person chose to make "Available Offline", and keeps the signed-in
   person's safety plan and settings (whose helplines to list) so that the plan and its helplines
   open without a connection. No other personal data is cached here; the app deletes these copies
   when the person signs out. */
importScripts('/sw-push.js');
const SHELL = 'moodcraft-shell-v2';
/** The app's start page: any page opens from it when there is no connection. */
const START_PAGE = '/__spa-fallback.html';
const ARTICLES = 'moodcraft-articles';
const PERSONAL = 'moodcraft-personal';
// the person's own factors too: the mood form offers them while it logs a mood offline
const KEPT_FOR_OFFLINE = new Set([
  '/api/safety-plan',
  '/api/meta',
  '/api/users/settings',
  '/api/factors',
]);
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

/** A file of the build: the only kind a page may ask this worker to keep. */
const ASSET = /^\/assets\/[\w.-]+$/;

/**
 * Keeps these files of the build in the shell cache (those not there yet), and with
 * `forgetOthers` lets go of every kept file of the build not named: earlier releases' code.
 */
async function keepFiles(files, forgetOthers) {
  const wanted = new Set(files.filter((file) => typeof file === 'string' && ASSET.test(file)));
  const cache = await caches.open(SHELL);
  const keys = await cache.keys();
  const kept = new Set(keys.map((request) => new URL(request.url).pathname));
  await Promise.all([...wanted].filter((file) => !kept.has(file)).map((file) => cache.add(file)));
  if (forgetOthers) {
    await Promise.all(
      keys
        .filter((request) => {
          const path = new URL(request.url).pathname;
          return path.startsWith('/assets/') && !wanted.has(path);
        })
        .map((request) => cache.delete(request)),
    );
  }
}

self.addEventListener('message', (event) => {
  const { data } = event;
  const port = event.ports[0];
  if (data?.type !== 'keep-files' || !Array.isArray(data.files) || !port) return;
  event.waitUntil(
    keepFiles(data.files, data.forgetOthers === true).then(
      () => port.postMessage({ kept: true }),
      () => port.postMessage({ kept: false }),
    ),
  );
});

const isArticle = (path) => /^\/api\/articles\/[a-z0-9-]+(\/image)?$/.test(path);

/**
 * When a script or style of the app last could not be had: not kept here, and no connection. The
 * router then reloads the page to fetch it again, which offline fails again at once: a reload
 * that soon after is answered with the offline page instead, so it happens once, not for ever.
 */
let codeMissedAt = 0;
const RELOAD_AFTER_MISS_MS = 2000;

const OFFLINE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="color-scheme" content="light dark">
<title>You’re offline · MoodCraft</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body { margin: 0; font: 1.05rem/1.7 Roboto, system-ui, sans-serif; color: #1d2b2e; background: #f7f4ef; }
main { max-width: 36rem; margin: 0 auto; padding: 4rem 1.5rem; }
h1 { font-size: 2rem; font-weight: 500; margin: 0 0 1rem; }
a { color: #1f6f78; }
@media (prefers-color-scheme: dark) {
  body { color: #e8efef; background: #0f1719; }
  a { color: #7cc7cd; }
}
</style>
</head>
<body>
<main>
<h1>You’re offline</h1>
<p>This page has not been kept on this device yet, so it opens once you’re back online. Nothing you saved is lost.</p>
<p><a href="">Try again</a> · <a href="/safety-plan">My safety plan</a> · <a href="/self-help">Saved articles</a></p>
</main>
</body>
</html>`;

const offlinePage = () =>
  new self.Response(OFFLINE_PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

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
    if (Date.now() - codeMissedAt < RELOAD_AFTER_MISS_MS) return offlinePage();
    const cached = await caches.match(START_PAGE, { cacheName: SHELL });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL });
  if (cached) return cached;
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (/\.(js|css)$/.test(new URL(request.url).pathname)) codeMissedAt = Date.now();
    throw error;
  }
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
  } else if (SHELL_FILES.includes(url.pathname)) {
    // the logo, icons and manifest: fresh when online, the copy kept at install without a connection
    event.respondWith(networkFirst(request, SHELL));
  } else if (isArticle(url.pathname)) {
    event.respondWith(networkFirst(request, ARTICLES));
  } else if (KEPT_FOR_OFFLINE.has(url.pathname)) {
    event.respondWith(networkFirst(request, PERSONAL));
  }
});

/* Mood entries logged without a connection wait in IndexedDB (the app's
   src/features/moods/offline-store.ts keeps them; offline-queue.ts holds the rules). Where the
   browser has Background Sync, the app asks for a `moods` sync, and this sends them once there is
   a connection, even with no page open: with the session cookie, and only the entries of the
   person that session belongs to. Each carries the id made on the device and the time of its
   change, so a page sending the same entry meanwhile stores nothing twice. A refused entry stays,
   marked, for the person to see to; open pages are then told to read their lists again. */
const MOOD_QUEUE_DATABASE = 'moodcraft-moods';
const MOOD_QUEUE_STORE = 'waiting';

function openMoodQueue() {
  return new Promise((resolve, reject) => {
    const request = self.indexedDB.open(MOOD_QUEUE_DATABASE, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(MOOD_QUEUE_STORE))
        request.result.createObjectStore(MOOD_QUEUE_STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // signing out deletes the database: this connection must not hold it up
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('The waiting moods are held by another tab'));
  });
}

/** The waiting entries, all of them. */
function readMoodQueue(db) {
  return new Promise((resolve, reject) => {
    const request = db
      .transaction(MOOD_QUEUE_STORE, 'readonly')
      .objectStore(MOOD_QUEUE_STORE)
      .getAll();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Reads one entry and writes what `change` answers (null: delete it; undefined: leave it), at once. */
function changeMoodQueue(db, id, change) {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(MOOD_QUEUE_STORE, 'readwrite');
    const store = tx.objectStore(MOOD_QUEUE_STORE);
    const read = store.get(id);
    read.onsuccess = () => {
      const next = change(read.result);
      if (next === null) store.delete(id);
      else if (next) store.put(next);
    };
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

const sendJson = (method, url, body) =>
  fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Sends one entry: new (with its id), or a change (with its time); throws without a connection. */
async function sendMood(record) {
  const change = () =>
    sendJson('PUT', `/api/moods/${record.id}`, { ...record.body, updatedAt: record.updatedAt });
  if (record.kind === 'edit') return change();
  const created = await sendJson('POST', '/api/moods', { ...record.body, id: record.id });
  // an earlier send may have arrived unanswered: the latest words go over that copy
  return created.ok && record.mayExist ? change() : created;
}

async function sendWaitingMoods() {
  const db = await openMoodQueue();
  let changed = false;
  try {
    const records = await readMoodQueue(db);
    if (records.length === 0) return;
    const me = await fetch('/api/users/profile', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    // signed out: the entries wait until their person signs in again
    if (!me.ok) return;
    const { id: userId } = await me.json();
    const due = records
      .filter((r) => r.userId === userId && (!r.refused || r.refused.status === 401))
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    for (const record of due) {
      const unchanged = (current) =>
        current && current.userId === userId && current.updatedAt === record.updatedAt;
      let response;
      try {
        response = await sendMood(record);
      } catch (error) {
        // it may have arrived: a later send puts its words over the copy the server has
        if (record.kind === 'create')
          await changeMoodQueue(db, record.id, (current) =>
            unchanged(current) ? { ...current, mayExist: true } : undefined,
          );
        throw error;
      }
      // the server in trouble: the browser tries the sync again later
      if (response.status >= 500) throw new Error(`The server answered ${response.status}`);
      changed = true;
      if (response.ok) {
        await changeMoodQueue(db, record.id, (current) =>
          !current || unchanged(current) ? null : { ...current, kind: 'edit', mayExist: false },
        );
      } else {
        const { message } = await response.json().catch(() => ({}));
        const refused = { status: response.status, message: message || response.statusText };
        await changeMoodQueue(db, record.id, (current) =>
          unchanged(current) ? { ...record, refused } : undefined,
        );
      }
    }
  } finally {
    db.close();
    if (changed) {
      const pages = await self.clients.matchAll({ type: 'window' });
      for (const page of pages) page.postMessage({ type: 'moods-synced' });
    }
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === 'moods') event.waitUntil(sendWaitingMoods());
});
