import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_READS_FILE, pageReadsManifest } from './src/app/page-reads.ts';

const ROUTER = resolve(import.meta.dirname, 'src/app/router.tsx');
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** The key (not a path) of the chunks any page needs for a signed-in person. */
const SIGNED_IN_KEY = 'signed-in';
/** The chunks `preloadSignedIn` (src/app/providers.tsx) loads, relative to the router. */
const SIGNED_IN_MODULES = ['./signed-in-settings', './layout/signed-in-nav'];

/** The page modules of the route table, in order: `{ path: 'x', element: page(() => import('y')) }`. */
export function pageImports(source: string) {
  const found: { path: string; module: string }[] = [];
  // however the route table is wrapped across lines
  const pattern =
    /(?:path:\s*'([^']+)'|index:\s*true),\s*element:\s*page\(\(\)\s*=>\s*import\('([^']+)'\)\)/g;
  for (const match of source.matchAll(pattern))
    found.push({ path: `/${match[1] ?? ''}`, module: match[2]! });
  return found;
}

/**
 * Writes `route-preloads.json`: for each page path, the chunks it needs beyond those index.html
 * already loads, and under `signed-in` those every page needs for a signed-in person. The server
 * adds them to the page as modulepreload links, so a page's own script downloads alongside the
 * app's instead of after it. Also writes `page-reads.json`, the
 * API reads of signed-in pages (`src/app/page-reads.ts`), which the server preloads the same way.
 */
export function routePreloads(): Plugin {
  return {
    name: 'moodcraft-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const byModule = new Map(
        chunks
          .filter((c) => c.facadeModuleId)
          .map((c) => [c.facadeModuleId!.replace(/\.tsx?$/, ''), c]),
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) closure(byFile.get(file)!, into);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const initial = closure(entry);

      const source = readFileSync(ROUTER, 'utf8');
      const layout = byModule.get(resolve(dirname(ROUTER), './query-layout'));
      const layoutAt = source.indexOf("import('./query-layout')");
      const map: Record<string, string[]> = {};
      for (const { path, module } of pageImports(source)) {
        const chunk = byModule.get(resolve(dirname(ROUTER), module));
        if (!chunk) this.error(`No chunk for the page module ${module}`);
        const files = closure(chunk);
        // pages listed after the query layout render inside it
        const underLayout = layout && source.indexOf(`import('${module}')`) > layoutAt;
        if (underLayout) closure(layout, files);
        map[path] = [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      }
      // what every page loads for a signed-in person: the navigation and the settings sync
      const signedIn = new Set<string>();
      for (const module of SIGNED_IN_MODULES) {
        const chunk = byModule.get(resolve(dirname(ROUTER), module));
        if (!chunk) this.error(`No chunk for the signed-in module ${module}`);
        closure(chunk, signedIn);
      }
      map[SIGNED_IN_KEY] = [...signedIn]
        .filter((file) => !initial.has(file))
        .map((file) => `/${file}`);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(map, null, 2),
      });
      this.emitFile({
        type: 'asset',
        fileName: PAGE_READS_FILE,
        source: JSON.stringify(pageReadsManifest(), null, 2),
      });
    },
  };
}
