import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { craftOfTheDay, greeting } from '../features/dashboard/dashboard-content';
import { AVATAR_PLACEHOLDER, FILL_MARKS, FILL_SCRIPT } from './drawn-fills';
import { BOOT_SCRIPT } from './prerender-boot';

// The start-up script of a drawn page, run on the page as the browser would parse it.
const PAGE = `
  <div id="root" data-prerendered="/login"><form><input name="email"><button type="button">Show</button><button>Sign In</button></form><p>light drawing</p></div>
  <template id="prerender-dark"><style data-prerender="dark">.dark{}</style><p>dark drawing</p></template>
  <template id="prerender-scripts"><link rel="modulepreload" href="/assets/app.js"></template>`;

/** happy-dom's own control of the address */
const browser = window as unknown as { happyDOM: { setURL(url: string): void } };

function openPage(url: string) {
  browser.happyDOM.setURL(url);
  document.head.innerHTML = '<style data-prerender="light">.light{}</style>';
  document.body.innerHTML = PAGE;
  new Function(BOOT_SCRIPT)();
}

const root = () => document.getElementById('root')!;
const styles = () =>
  Array.from(document.head.querySelectorAll('style')).map((s) => s.dataset.prerender);
const appStarted = () => document.head.querySelector('link[rel="modulepreload"]') !== null;
const afterFirstPaint = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the start-up script of a drawn page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete window.moodcraftPrerender;
  });

  it('keeps the light drawing for a signed-out visitor and starts the app after the first paint', async () => {
    openPage('http://localhost/login');
    expect(root().textContent).toContain('light drawing');
    expect(styles()).toEqual(['light']);
    expect(appStarted()).toBe(false);
    await afterFirstPaint();
    expect(appStarted()).toBe(true);
  });

  it("adds the app's tags a few per task, all of them and in order", async () => {
    const links = Array.from(
      { length: 14 },
      (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`,
    );
    browser.happyDOM.setURL('http://localhost/register');
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"></div><template id="prerender-scripts">${links.join('')}</template>`;
    new Function(BOOT_SCRIPT)();
    const added = () =>
      Array.from(document.head.querySelectorAll('link')).map((l) => l.getAttribute('href'));
    expect(added()).toHaveLength(3);
    await afterFirstPaint();
    expect(added()).toEqual(links.map((_, i) => `/assets/chunk-${i}.js`));
  });

  it('matches the address as the app does: any case, a trailing slash', () => {
    openPage('http://localhost/LOGIN/');
    expect(root().textContent).toContain('light drawing');
  });

  it('shows the dark drawing for a saved dark choice, with only its styles', () => {
    localStorage.setItem('colorMode', 'dark');
    openPage('http://localhost/login');
    expect(root().textContent).toBe('dark drawing');
    expect(styles()).toEqual(['dark']);
  });

  it('follows the system when nothing is saved (light here), and a saved light choice', () => {
    openPage('http://localhost/login');
    expect(root().textContent).toContain('light drawing');
    localStorage.setItem('colorMode', 'light');
    openPage('http://localhost/login');
    expect(root().textContent).toContain('light drawing');
  });

  it.each([
    ['a signed-in person', 'http://localhost/login', true],
    ['an address with a query', 'http://localhost/login?deleted=1', false],
    ['a page kept for another address', 'http://localhost/register', false],
  ])('drops the drawing for %s and starts the app at once', (_case, url, signedIn) => {
    if (signedIn) localStorage.setItem('user', '{"id":"1"}');
    openPage(url);
    expect(root().childNodes).toHaveLength(0);
    expect(styles()).toEqual([]);
    expect(appStarted()).toBe(true);
    expect(window.moodcraftPrerender).toBeUndefined();
  });

  it('holds a form sent before the app has started, so the browser never sends it', () => {
    openPage('http://localhost/login');
    const form = root().querySelector('form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.moodcraftPrerender?.form).toBe(form);
  });

  it('remembers the buttons pressed before the app has started, but not the submit button', () => {
    openPage('http://localhost/login');
    const [show, submit] = Array.from(root().querySelectorAll('button'));
    show!.click();
    submit!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    show!.click();
    expect(window.moodcraftPrerender?.presses).toEqual([show, show]);
  });

  describe('the dashboard, drawn for a signed-in person', () => {
    const M = FILL_MARKS;
    const drawing = (mode: string) =>
      `<h1>${M.greeting}<!-- -->, <!-- -->${M.username}</h1><img alt="${M.username}" src="${M.avatar}">` +
      `<p>${M.craft}</p><p>${mode} drawing</p>`;
    const DASHBOARD = `
      <div id="root" data-prerendered="/dashboard" data-for="signed-in"></div>
      <template id="prerender-light">${drawing('light')}</template>
      <template id="prerender-dark"><style data-prerender="dark">.dark{}</style>${drawing('dark')}</template>
      <template id="prerender-scripts"><link rel="modulepreload" href="/assets/app.js"></template>`;
    const person = { id: 'a1', username: 'Robin <b>Lee</b>', profilePicture: null };

    function openDashboard() {
      browser.happyDOM.setURL('http://localhost/dashboard');
      document.head.innerHTML = '<style data-prerender="light">.light{}</style>';
      document.body.innerHTML = DASHBOARD;
      new Function(BOOT_SCRIPT)();
    }

    it("fills in the person's name and picture, the greeting and the Craft of the Day, as text", () => {
      localStorage.setItem('user', JSON.stringify(person));
      openDashboard();
      const now = new Date();
      expect(root().querySelector('h1')!.textContent).toBe(`${greeting(now)}, Robin <b>Lee</b>`);
      expect(root().querySelector('b')).toBeNull();
      expect(root().querySelector('img')!.getAttribute('alt')).toBe('Robin <b>Lee</b>');
      expect(root().querySelector('img')!.getAttribute('src')).toBe(AVATAR_PLACEHOLDER);
      expect(root().querySelector('p')!.textContent).toBe(craftOfTheDay(now));
      expect(root().innerHTML).not.toContain('@@');
      expect(root().textContent).toContain('light drawing');
      expect(window.moodcraftPrerender).toBeDefined();
    });

    it('shows their own picture, in the dark drawing for a dark choice', () => {
      localStorage.setItem('user', JSON.stringify({ ...person, profilePicture: '/api/media/p1' }));
      localStorage.setItem('colorMode', 'dark');
      openDashboard();
      expect(root().querySelector('img')!.getAttribute('src')).toBe('/api/media/p1');
      expect(root().textContent).toContain('dark drawing');
      expect(styles()).toEqual(['dark']);
    });

    it.each([
      ['no stored profile', null],
      ['an unreadable profile', '{not json'],
      ['a profile without a name', '{"id":"a1"}'],
    ])('is dropped for %s, and the app starts at once', (_case, stored) => {
      if (stored !== null) localStorage.setItem('user', stored);
      openDashboard();
      expect(root().childNodes).toHaveLength(0);
      expect(styles()).toEqual([]);
      expect(appStarted()).toBe(true);
    });

    it('greets and picks the Craft of the Day exactly as the live page does, at every hour of two years', () => {
      const fill = new Function(`${FILL_SCRIPT}; return fillDrawing;`)() as (
        content: DocumentFragment,
        user: object,
        now: Date,
      ) => void;
      const template = document.createElement('template');
      for (
        let time = new Date(2027, 11, 25).getTime();
        time < new Date(2029, 0, 3).getTime();
        time += 3_600_000
      ) {
        const now = new Date(time);
        template.innerHTML = `<h1>${M.greeting}</h1><p>${M.craft}</p>`;
        fill(template.content, person, now);
        const [hello, craft] = Array.from(template.content.children).map((e) => e.textContent);
        if (hello !== greeting(now) || craft !== craftOfTheDay(now)) {
          expect([now.toString(), hello, craft]).toEqual([
            now.toString(),
            greeting(now),
            craftOfTheDay(now),
          ]);
        }
      }
    });
  });
});
