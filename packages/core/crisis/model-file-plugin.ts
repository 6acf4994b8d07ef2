// The crisis detector's weights (src/companion/detector/crisis-model.json, about 12 MB) as the
// tests load them: read from their file the first time the model is needed, as the server's
// bundle does (apps/server/build.mjs), rather than turned into a 12 MB JavaScript module that
// every test file's process transforms and evaluates at import, needed or not.
import { fileURLToPath } from 'node:url';

const MODEL_FILE = fileURLToPath(
  new URL('../src/companion/detector/crisis-model.json', import.meta.url),
);
const READER = '\0moodcraft:crisis-model-reader';

/** A Vite (Vitest) plugin: `import model from './detector/crisis-model.json'` gives a reader. */
export function crisisModelFromItsFile() {
  return {
    name: 'crisis-model-from-its-file',
    enforce: 'pre' as const,
    resolveId(source: string) {
      return /(^|\/)crisis-model\.json$/.test(source) ? READER : null;
    },
    load(id: string) {
      if (id !== READER) return null;
      return [
        "import { readFileSync } from 'node:fs';",
        `export default () => readFileSync(${JSON.stringify(MODEL_FILE)}, 'utf8');`,
      ].join('\n');
    },
  };
}
