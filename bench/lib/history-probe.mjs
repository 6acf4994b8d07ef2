/* global window, document, location, localStorage, performance, requestAnimationFrame, requestIdleCallback, getComputedStyle, PerformanceObserver */
// The history phase's clock, run inside the page (Playwright sends these functions to it): each
// figure is the page's own time from the click's event to the first animation frame in which the
// awaited element is laid out and visible, so no round trip to the browser is counted.

/** Installed before the app's scripts: the profile the app keeps beside its session cookie. */
export function storeProfile([origin, user]) {
  if (location.origin === origin) localStorage.setItem('user', user);
}

/**
 * Installed before the app's scripts: the time of the first click after arming, long tasks, and
 * (Event Timing) when each slow click's handlers started.
 */
export function installProbe() {
  const probe = { clickAt: null, shownAt: null, token: null, longTasks: [], clicks: [] };
  window.__historyProbe = probe;
  window.addEventListener(
    'click',
    (event) => {
      // the event's own time stamp: when the input arrived, before a busy main thread handled it
      if (probe.clickAt === null) probe.clickAt = event.timeStamp;
    },
    { capture: true },
  );
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) probe.longTasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask' });
  } catch {
    /* no long-task timing in this browser: reported as unknown */
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'click') probe.clicks.push([e.startTime, e.processingStart]);
    }).observe({ type: 'event', durationThreshold: 16 });
  } catch {
    /* no event timing in this browser */
  }
  performance.setResourceTimingBufferSize(2000);
}

/**
 * Starts watching, every animation frame, for `what` to show after the next click: `entry` (an
 * entry card in the Mood Tracker's tab panel), `insights` (the Insights tab's "Weekly Insights")
 * or `form` (the "Save Entry" form). Throws if it shows already.
 */
export function armProbe(what) {
  const probe = window.__historyProbe;
  const visible = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const inPanel = (selector) => [...document.querySelectorAll(`[role="tabpanel"] ${selector}`)];
  const shown = {
    entry: () => location.pathname === '/mood-tracker' && visible(inPanel('article')[0]),
    insights: () =>
      inPanel('h2').some((h) => h.textContent.trim() === 'Weekly Insights' && visible(h)),
    form: () => visible(document.querySelector('form[aria-label="Save Entry"]')),
  }[what];
  if (!shown) throw new Error(`nothing to watch for: ${what}`);
  if (shown()) throw new Error(`${what} shows before the click`);
  const token = {};
  Object.assign(probe, { clickAt: null, shownAt: null, token, what });
  const check = () => {
    if (probe.token !== token) return;
    if (probe.clickAt !== null && shown()) {
      probe.shownAt = performance.now();
      probe.cards = inPanel('article').length;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export const probeDone = () => window.__historyProbe.shownAt !== null;

/**
 * What the page saw between the click and the frame that showed it. The input delay (from the
 * click to its handlers) is known only for a click whose handling took a frame or more (Event
 * Timing reports no quicker one); its entry comes after the next paint, so it is awaited a while.
 */
export async function readProbe() {
  const { clickAt, shownAt, cards, longTasks, clicks } = window.__historyProbe;
  const ours = () => clicks.find(([start]) => Math.abs(start - clickAt) < 2);
  for (let waited = 0; !ours() && waited < 500; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const click = ours();
  const longTaskMs = longTasks.reduce(
    (sum, [start, duration]) =>
      sum + Math.max(0, Math.min(start + duration, shownAt) - Math.max(start, clickAt)),
    0,
  );
  const requests = performance
    .getEntriesByType('resource')
    .filter((r) => r.startTime >= clickAt && r.startTime <= shownAt)
    .map((r) => {
      const url = new URL(r.name);
      return {
        path: `${url.pathname}${url.search}`,
        startMs: r.startTime - clickAt,
        endMs: r.responseEnd - clickAt,
        bytes: r.encodedBodySize,
      };
    });
  return {
    ms: shownAt - clickAt,
    cards,
    longTaskMs,
    inputDelayMs: click ? click[1] - click[0] : null,
    requests,
  };
}

/** Resolves once the main thread has an idle moment (at most `timeout` ms). */
export const idle = (timeout) =>
  new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));

/** What the page shows, for an error message when something never appeared. */
export const pageState = () =>
  `${location.pathname}: ${document.querySelectorAll('article').length} articles, ` +
  `text "${document.body.innerText.slice(0, 200).replace(/\s+/g, ' ')}"`;
