import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.ts';
import { routePreloads } from './route-preloads.ts';

export default defineConfig({
  plugins: [react(), routePreloads(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // read by the benchmark to size each route's chunks
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
