// Bundles the server and the shared core into dist/server.mjs; npm packages stay external.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@moodcraft/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  // the crisis detector's weights as text, parsed once at start (packages/core/src/companion/crisis.ts)
  plugins: [
    {
      name: 'crisis-model-as-text',
      setup(b) {
        b.onLoad({ filter: /crisis-model\.json$/ }, async (args) => ({
          contents: await readFile(args.path, 'utf8'),
          loader: 'text',
        }));
      },
    },
  ],
});
