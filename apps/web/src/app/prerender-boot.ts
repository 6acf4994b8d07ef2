import { FILL_SCRIPT } from './drawn-fills';

/**
 * The one inline script of a page drawn at build time (`/`, `/login` and `/dashboard`). It runs
 * while the page is parsed, before the first paint:
 * - the dark drawing replaces the light one when the person's saved choice, or else their
 *   system, is dark (the same choice the app makes);
 * - the drawing is dropped when it would not be the page the app shows: a signed-out page for a
 *   signed-in person, the dashboard for anyone else, an address with a query, or a page kept by
 *   the service worker for another address;
 * - the dashboard's drawing gets the person's name and picture, the greeting and the Craft of the
 *   Day filled in (see drawn-fills.ts) before it is put on the page;
 * - the app's script starts loading only after the first paint (its tags wait in a template), so
 *   that paint needs nothing but this page; the tags go in a few per task, so that starting some
 *   thirty downloads never holds the main thread for long;
 * - a form sent before the app has started is held, never sent by the browser (a sign-in form
 *   would otherwise put the password in the address); the app sends it once it has taken over.
 *   Buttons pressed meanwhile (a question of the FAQ, "show password") are pressed again then.
 * The server allows exactly this script by its hash in the Content-Security-Policy.
 */
export const BOOT_SCRIPT = `(() => {
  const root = document.getElementById('root');
  const startApp = () => {
    // three tags per task: each starts a download, and thirty at once held the main thread
    const tags = [...document.importNode(document.getElementById('prerender-scripts').content, true).childNodes];
    const next = () => {
      document.head.append(...tags.splice(0, 3));
      if (tags.length) setTimeout(next);
    };
    next();
  };
${FILL_SCRIPT}
  const styles = (which) => document.querySelectorAll('style[data-prerender' + (which ? '="' + which + '"' : '') + ']');
  const path = location.pathname.replace(/\\/+$/, '').toLowerCase() || '/';
  const forSignedIn = root.dataset.for === 'signed-in';
  let mode = 'light';
  let keep = false;
  let user = null;
  try {
    const saved = localStorage.getItem('colorMode');
    mode = saved === 'light' || saved === 'dark' ? saved : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const stored = localStorage.getItem('user');
    if (forSignedIn && stored) user = JSON.parse(stored);
    const signedIn = Boolean(user && typeof user.id === 'string' && typeof user.username === 'string');
    keep = root.dataset.prerendered === path && !location.search && (forSignedIn ? signedIn : !stored);
  } catch {
    keep = false;
  }
  if (!keep) {
    root.replaceChildren();
    styles().forEach((style) => style.remove());
    startApp();
    return;
  }
  // a signed-out drawing is on the page in light; a signed-in one waits in templates to be filled
  const drawing = forSignedIn || mode === 'dark' ? document.getElementById('prerender-' + mode).content : null;
  if (mode === 'dark') {
    styles('light').forEach((style) => style.remove());
    document.head.append(...drawing.querySelectorAll('style'));
  }
  if (drawing) {
    if (forSignedIn) fillDrawing(drawing, user, new Date());
    root.replaceChildren(drawing);
  }
  const held = {
    form: null,
    presses: [],
    hold: (event) => { event.preventDefault(); held.form = event.target; },
    press: (event) => {
      const button = event.target.closest && event.target.closest('button');
      if (button && button.type !== 'submit' && root.contains(button)) held.presses.push(button);
    },
  };
  document.addEventListener('submit', held.hold, true);
  document.addEventListener('click', held.press, true);
  window.moodcraftPrerender = held;
  if (document.visibilityState === 'hidden') startApp();
  else requestAnimationFrame(() => setTimeout(startApp));
})();`;

/** What the start-up script leaves for the app: the form sent and the buttons pressed before it took over. */
export type HeldActions = {
  form: HTMLFormElement | null;
  presses: HTMLButtonElement[];
  hold: (event: Event) => void;
  press: (event: Event) => void;
};

declare global {
  interface Window {
    moodcraftPrerender?: HeldActions;
  }
}
