// `npm start`: builds the web app and the server when their sources are newer than the build,
// then runs the production server in this process (so SIGTERM reaches it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const sources = Math.max(
  ...[
    'packages/core',
    'apps/web/src',
    'apps/web/public',
    'apps/web/react-router.config.ts',
    'apps/server/src',
    'apps/server/drizzle',
    'package-lock.json',
  ].map((p) => newest(join(root, p))),
);
const built = Math.min(
  existsSync(join(root, 'apps/web/dist/client/__spa-fallback.html'))
    ? statSync(join(root, 'apps/web/dist/client/__spa-fallback.html')).mtimeMs
    : 0,
  existsSync(join(root, 'apps/server/dist/server.mjs'))
    ? statSync(join(root, 'apps/server/dist/server.mjs')).mtimeMs
    : 0,
);

if (built < sources) {
  console.log('Building MoodCraft…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(join(root, 'apps/server/dist/server.mjs'));
