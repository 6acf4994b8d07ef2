// Bundles the server (dist/server.mjs), its backup command (dist/backup.mjs), the media mover
// (dist/media-move.mjs) and the shared core; npm packages stay external.
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@moodcraft/'));

const DIST = dirname(fileURLToPath(new URL('./dist/server.mjs', import.meta.url)));

await build({
  // the server, and the backup and restore commands and the media mover beside it
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/backup-cli.ts',
    'media-move': 'src/media-move-cli.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  // the crisis detector's weights are read from their file when first needed, parsed into the
  // model's tables and let go (packages/core/src/companion/crisis.ts): bundled as a string they
  // would stay in memory twice for the life of the process, in the bundle's source and as a value
  plugins: [
    {
      name: 'crisis-model-from-its-file',
      setup(b) {
        b.onLoad({ filter: /crisis-model\.json$/ }, (args) => ({
          contents: [
            "import { readFileSync } from 'node:fs';",
            `const file = new URL(${JSON.stringify(relative(DIST, args.path))}, import.meta.url);`,
            "export default () => readFileSync(file, 'utf8');",
          ].join('\n'),
          loader: 'js',
        }));
      },
    },
  ],
});
