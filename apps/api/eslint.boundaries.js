import { readdirSync } from 'node:fs';

const modules = readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const pastIndex = (regex) => ({
  regex,
  message:
    "Import another module through its index.ts ('../<module>/index.ts'); export there what it offers.",
});
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * A module of the API offers others what its index.ts exports; anything else in its folder is its own.
 * So code under modules/, and the plugins, CLI, seed and providers that use modules, import a module as
 * '<module>/index.ts', never a file past it. lib/ is the shared home below every module and imports none.
 * routes.ts, which registers every module's routes, is the one composition root exempt from the rule.
 */
export const apiModuleBoundaries = [
  restrict(
    ['apps/api/src/modules/**/*.ts'],
    [pastIndex(`^(\\.\\./)+(modules/)?(${modules.join('|')})/(?!index\\.ts$)`)],
  ),
  restrict(
    ['apps/api/src/{plugins,cli,seed,providers,db,config}/**/*.ts'],
    [pastIndex(`^(\\.\\./)+modules/[^/]+/(?!index\\.ts$)`)],
  ),
  restrict(
    ['apps/api/src/lib/**/*.ts'],
    [{ regex: '/modules/', message: 'lib/ is shared by every module and imports none.' }],
  ),
];
