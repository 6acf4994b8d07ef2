/**
 * The API reads a signed-in page makes as it opens. The server names them in the page's HTML as
 * preloads, so their answers download alongside the page's code instead of after it has run.
 * The pages' API modules take their paths from here, so the two cannot drift apart.
 */

/** Every signed-in page first confirms its session. */
export const SESSION_READ = '/users/profile';

/** The dashboard asks for exactly what it shows, in one read. */
export const DASHBOARD_READS = {
  dashboard: '/dashboard',
} as const;

/** Read by the app around every signed-in page (the theme follows the saved setting). */
export const SETTINGS_READ = '/users/settings';

/** Page path → what it reads as it opens, beyond the session check (paths under /api). */
export const PAGE_READS: Record<string, readonly string[]> = {
  '/dashboard': [...Object.values(DASHBOARD_READS), SETTINGS_READ],
};

export const PAGE_READS_FILE = 'page-reads.json';

/** The file the build writes for the server: full /api paths. */
export function pageReadsManifest() {
  const api = (path: string) => `/api${path}`;
  return {
    session: api(SESSION_READ),
    pages: Object.fromEntries(
      Object.entries(PAGE_READS).map(([page, reads]) => [page, reads.map(api)]),
    ),
  };
}
