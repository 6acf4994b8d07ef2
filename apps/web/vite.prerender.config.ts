import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PRERENDER_OUT, prerenderPages } from './prerender-pages.ts';

// The Node build that draws the public pages to HTML; runs after the browser build.
export default defineConfig({
  plugins: [react(), prerenderPages()],
  build: {
    ssr: 'src/prerender.tsx',
    outDir: PRERENDER_OUT,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { output: { entryFileNames: 'prerender.js' } },
  },
  ssr: { noExternal: true },
});
