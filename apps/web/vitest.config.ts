import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// component and unit tests run without the app's router build
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // component tests render whole forms: on a loaded two-core machine one can take several seconds
    testTimeout: 20_000,
  },
});
