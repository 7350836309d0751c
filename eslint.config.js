import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiModuleBoundaries } from './apps/api/eslint.boundaries.js';

const webFeatures = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** A web feature never imports another feature (bulletproof-react); routes are where features meet. */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, '../../*/**', '@/app/*'],
            message: 'A feature must not import another feature or the app layer; compose them in app/routes.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/drizzle/**', 'e2e/report/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Shared web code never reaches into features or the app layer.
    files: ['apps/web/src/{components,lib,config,hooks,utils,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*', '**/features/*'], message: 'Shared code must not import features or the app layer.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...apiModuleBoundaries,
  {
    // eslint-plugin-security on the code that ships (docs/decisions/010-eslint-security.md).
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    ...security.configs.recommended,
    rules: {
      ...security.configs.recommended.rules,
      // Flags every obj[key]; keys here are typed unions or zod-checked input, and request bodies are
      // never merged into objects (see the decision record).
      'security/detect-object-injection': 'off',
    },
  },
  {
    // A stream chained with .pipe() has no 'error' listener: one database error mid-download ends the
    // process. Streams are chained with lib/streams.ts (stream.pipeline), whose errors reach the request.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='pipe']",
          message: "Chain streams with chain() from lib/streams.ts (stream.pipeline): .pipe() loses errors and one ends the process.",
        },
      ],
    },
  },
  {
    // Configuration is read and checked in one place, so every problem is listed at once and tests
    // pass settings instead of stubbing the environment: the rest of the API receives the parsed Env.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from the Env that config/env.ts parses (passed in), not from process.env.',
        },
      ],
    },
  },
  {
    // These read paths from configuration (DATA_DIR, WEB_DIST, bundled fonts) or /proc, never from a request.
    files: [
      'apps/api/src/db/embedded.ts',
      'apps/api/src/db/postgres-process.ts',
      'apps/api/src/db/postmaster.ts',
      'apps/api/src/lib/pdf-document.ts',
      'apps/api/src/plugins/web.ts',
    ],
    rules: { 'security/detect-non-literal-fs-filename': 'off' },
  },
);
