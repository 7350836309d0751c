import { readdirSync } from 'node:fs';

const modules = readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A module of the API offers others what its index.ts exports; anything else in its folder is its own.
 * So code under modules/ imports another module as '../<module>/index.ts', never a file past it.
 */
export const apiModuleBoundaries = {
  files: ['apps/api/src/modules/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${modules.join('|')})/(?!index\\.ts$)`,
            message: "Import another module through its index.ts ('../<module>/index.ts'); export there what it offers.",
          },
        ],
      },
    ],
  },
};
