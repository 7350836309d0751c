import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '../../apps/web/src/config/paths.ts';

/**
 * Every route of the web app, read from its router definition (apps/web/src/app/router.tsx): each
 * `path:` there names an entry of config/paths.ts (or is a literal), so a route added to the router is
 * visited by the route-wide journeys the day it is added.
 */
const routerFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/app/router.tsx',
);

const lookup = (expression: string): string => {
  // `app.x.y.path` is `paths.app.x.y.path` (the router aliases `const { app } = paths`).
  const keys = expression
    .replace(/^paths\./, '')
    .replace(/^app\./, 'app.')
    .split('.');
  let node: unknown = paths;
  for (const key of keys) {
    if (typeof node !== 'object' || node === null || !(key in node)) {
      throw new Error(`router.tsx route path ${expression} is not in config/paths.ts`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node !== 'string') throw new Error(`router.tsx route path ${expression} is not a string`);
  return node;
};

/** The route patterns of the router, e.g. '/products/:id', in the order they are declared. */
export function appRoutePatterns(): string[] {
  const source = readFileSync(routerFile, 'utf8');
  const patterns: string[] = [];
  for (const match of source.matchAll(/\bpath:\s*([^,}\n]+)/g)) {
    const expression = match[1]!.trim();
    const literal = /^['"`](.*)['"`]$/.exec(expression);
    patterns.push(literal ? literal[1]! : lookup(expression));
  }
  if (patterns.length < 20) throw new Error(`only ${patterns.length} routes read from router.tsx`);
  return [...new Set(patterns)];
}

/** A visitable URL for a pattern: its parameters filled from `samples` (an unknown one is an error). */
export function fillRoute(pattern: string, samples: Record<string, string>): string {
  if (pattern === '*') return '/no-such-page';
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const key = `${pattern}:${name}`;
    const value = samples[key] ?? samples[`:${name}`];
    if (value === undefined) throw new Error(`no sample value for ${key}: add one to the route-wide journey`);
    return encodeURIComponent(value);
  });
  return url;
}
