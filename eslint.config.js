import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      'data/**',
      'e2e/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Audio and video here are people's own recordings; there is no caption source to attach.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    // schemas that reach the browser are built through common/zod, which turns off zod's eval
    // (refused by the page's Content-Security-Policy) before the first schema exists
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/common/zod.ts', 'packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from '../common/zod' (it turns off eval in the browser).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['.dependency-cruiser.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
  {
    files: ['apps/web/public/sw.js', 'apps/web/public/sw-push.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        importScripts: 'readonly',
      },
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/server/*.mjs', 'e2e/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { fetch: 'readonly', AbortSignal: 'readonly' } },
  },
);
