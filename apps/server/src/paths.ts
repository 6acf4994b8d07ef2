import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, whether running from src/ (tsx, tests) or from the dist/ bundle. */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = resolve(SERVER_ROOT, '..', 'web', 'dist', 'client');
export const CONTENT_DIR = resolve(SERVER_ROOT, '..', '..', 'content');
