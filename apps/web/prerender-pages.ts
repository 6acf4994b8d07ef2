import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const PRERENDER_OUT = resolve(import.meta.dirname, 'dist-prerender');
const DIST = resolve(import.meta.dirname, 'dist');
/** Read by the server: which page paths have HTML drawn at build time, and the hash of its script. */
export const PRERENDERED_FILE = 'prerendered.json';

type Rendered = { html: string; styles: { key: string; ids: string[]; css: string }[] };
type Renderer = {
  renderPage: (path: string, mode: 'light' | 'dark', signedIn: boolean) => Promise<Rendered>;
  PRERENDERED_PAGES: readonly { path: string; file: string; title: string; signedIn: boolean }[];
  BOOT_SCRIPT: string;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Emotion's style tags, marked so the start-up script can tell light from dark. */
const styleTags = ({ styles }: Rendered, mode: string) =>
  styles
    .filter((s) => s.css)
    .map(
      (s) =>
        `<style data-emotion="${s.key} ${s.ids.join(' ')}" data-prerender="${mode}">${s.css}</style>`,
    )
    .join('');

/**
 * The page with its drawing: the app's stylesheet inlined (one request fewer before the first
 * paint), the light drawing in #root (in a template when drawn for a signed-in person), the dark
 * one in a template, the app's script tags held in a template, and the start-up script.
 */
export function pageHtml(
  indexHtml: string,
  light: Rendered,
  dark: Rendered,
  page: { path: string; title: string; signedIn: boolean },
  boot: string,
  css: Map<string, string>,
) {
  let html = indexHtml.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
    (tag, href: string) => {
      const text = css.get(href);
      return text === undefined ? tag : `<style>${text}</style>`;
    },
  );
  // the app's script loads once the drawing is on screen, so the first paint waits for nothing
  const scripts: string[] = [];
  html = html.replace(
    /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (_all, tag: string) => {
      scripts.push(tag);
      return '';
    },
  );
  // the regular and bold faces the drawing uses arrive with the page, so its text is drawn once, in Roboto
  const fonts = [...css.values()].flatMap((text) =>
    [...text.matchAll(/url\((\/assets\/roboto-latin-(?:400|700)-normal-[\w-]+\.woff2)\)/g)].map(
      (m) => m[1]!,
    ),
  );
  const fontLinks = fonts
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  html = html.replace(/(<meta name="viewport"[^>]*>)/, `$1${fontLinks}`);
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = html.replace('</head>', `${styleTags(light, 'light')}</head>`);
  // a drawing for a signed-in person waits in a template until its start-up script has filled it in
  const body =
    (page.signedIn
      ? `<div id="root" data-prerendered="${page.path}" data-for="signed-in"></div><template id="prerender-light">${light.html}</template>`
      : `<div id="root" data-prerendered="${page.path}">${light.html}</div>`) +
    `<template id="prerender-dark">${styleTags(dark, 'dark')}${dark.html}</template>` +
    `<template id="prerender-scripts">${scripts.join('')}${PAGE_CHUNKS}</template>` +
    `<script>${boot}</script>`;
  if (!html.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty #root to draw into');
  return html.replace('<div id="root"></div>', body);
}

/** Where the server adds the page's own chunks (modulepreload links) to a drawn page. */
export const PAGE_CHUNKS = '<!--page-chunks-->';

export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** After the Node build of src/prerender.tsx: draws the pages into dist/prerendered/. */
export function prerenderPages(): Plugin {
  return {
    name: 'moodcraft-prerender-pages',
    apply: 'build',
    async closeBundle() {
      const renderer = (await import(
        pathToFileURL(join(PRERENDER_OUT, 'prerender.js')).href
      )) as Renderer;
      const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');
      const css = new Map<string, string>();
      for (const match of indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) {
        css.set(match[1]!, readFileSync(join(DIST, match[1]!), 'utf8').trim());
      }
      const out = join(DIST, 'prerendered');
      mkdirSync(out, { recursive: true });
      const pages: Record<string, string> = {};
      for (const page of renderer.PRERENDERED_PAGES) {
        const light = await renderer.renderPage(page.path, 'light', page.signedIn);
        const dark = await renderer.renderPage(page.path, 'dark', page.signedIn);
        writeFileSync(
          join(out, page.file),
          pageHtml(indexHtml, light, dark, page, renderer.BOOT_SCRIPT, css),
        );
        pages[page.path] = `prerendered/${page.file}`;
      }
      const manifest = { pages, scriptHashes: [scriptHash(renderer.BOOT_SCRIPT)] };
      writeFileSync(join(DIST, PRERENDERED_FILE), JSON.stringify(manifest, null, 2));
      rmSync(PRERENDER_OUT, { recursive: true, force: true });
    },
  };
}
