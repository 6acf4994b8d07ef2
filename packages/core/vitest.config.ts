import { defineConfig } from 'vitest/config';
import { crisisModelFromItsFile } from './crisis/model-file-plugin';

export default defineConfig({
  plugins: [crisisModelFromItsFile()],
});
