import { existsSync } from 'node:fs';

/** The whole browser: CHROME_PATH if set, else Debian's Chromium. */
export const FULL_CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium the tests drive: CHROME_PATH if set, else Chromium's headless shell (Debian's
 * chromium-headless-shell) where it is installed — the same engine without the browser's own
 * interface and its processes — else the whole browser.
 */
export const CHROME_PATH =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : FULL_CHROME_PATH);

/** As the tests start it: no sandbox (root), no GPU, nothing of its own on the network. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
