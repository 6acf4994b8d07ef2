import type { Config } from '@react-router/dev/config';
import { APP_PAGES, PUBLIC_PAGES } from './src/public-pages.ts';

export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  // a single-page app: every page renders in the browser, and the public pages are also
  // rendered to HTML at build time, so they are read before any script has run
  ssr: false,
  prerender: [...PUBLIC_PAGES, ...APP_PAGES],
  // a route's clientLoader is its own small chunk, so its data request starts beside the page's code
  future: { v8_splitRouteModules: true },
} satisfies Config;
