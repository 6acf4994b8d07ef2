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
