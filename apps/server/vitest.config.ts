import { defineConfig } from 'vitest/config';
import { crisisModelFromItsFile } from '../../packages/core/crisis/model-file-plugin';

export default defineConfig({
  plugins: [crisisModelFromItsFile()],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
