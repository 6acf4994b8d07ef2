/**
 * The pages anyone can open, rendered to HTML at build time (`react-router.config.ts`); the server
 * sends each one's file for its path, and every other path gets the app's start page.
 */
export const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
  '/contact-us',
] as const;

/**
 * The signed-in pages at a fixed address, also rendered at build time: each is the app's start
 * page with hints to fetch that page's own modules at once, so its code arrives in one round
 * rather than each module after the one that imports it.
 */
export const APP_PAGES = [
  '/dashboard',
  '/mood-tracker',
  '/chat',
  '/creative-outlet',
  '/self-help',
  '/profile',
  '/safety-plan',
  '/check-ins',
  '/trackers',
] as const;
