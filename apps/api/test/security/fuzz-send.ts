import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../helpers/app.ts';
import { type FieldPath, type Hostile, plausible, type Schema } from './fuzz-values.ts';
import { type ApiRoute, routeName } from './openapi-routes.ts';
import { idFor, type TenantIds } from './tenant-fixtures.ts';

/** What a field-fuzz run has sent, how it was answered, and what should not have happened. */
export const newTally = () => ({
  sent: 0,
  statuses: {} as Record<number, number>,
  failures: [] as string[],
  /** 400 answers, and those whose errors[] name the field the hostile value was put in. */
  refused: { total: 0, namingField: 0 },
});
export type Tally = ReturnType<typeof newTally>;

/**
 * Sends one request carrying `hostile` in `part`.`field`, each from its own client address (so per-address
 * rate limits do not stand in the way), and notes the answer in `tally`.
 */
export function fuzzSender(app: () => TestApp, tally: Tally) {
  let client = 0;
  return async function send(
    route: ApiRoute,
    options: InjectOptions,
    part: string,
    field: FieldPath,
    hostile: Hostile,
  ) {
    client++;
    const res = await app().app.inject({
      ...options,
      remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    });
    tally.sent++;
    tally.statuses[res.statusCode] = (tally.statuses[res.statusCode] ?? 0) + 1;
    const where = `${routeName(route)} ${part}.${field.join('.')} = ${hostile.name}`;
    if (res.statusCode >= 500) tally.failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    // Text that cannot be stored never gets further than the input check (unless the caller is refused first).
    const unstorable =
      hostile.unstorable === 'everywhere' || (hostile.unstorable === 'in JSON' && part === 'body');
    if (res.statusCode !== 400) {
      if (unstorable && ![401, 403].includes(res.statusCode))
        tally.failures.push(`${where} → ${res.statusCode}, not 400`);
      return;
    }
    tally.refused.total++;
    const name = `${part}.${field.join('.')}`;
    const errors = (res.json().errors ?? []) as { path: string }[];
    const named = errors.some((e) => e.path === name || e.path.startsWith(`${name}.`));
    if (named) tally.refused.namingField++;
    else if (unstorable) tally.failures.push(`${where} → 400 without ${name}: ${res.body.slice(0, 160)}`);
  };
}

/** The route's URL with A's ids (or random ones) in the path, and its required query with plausible values. */
export function urlOf(route: ApiRoute, ids: TenantIds, replace?: { param: string; value: string }) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === replace?.param
      ? replace.value
      : encodeURIComponent(idFor(route.path, name, ids) ?? randomUUID()),
  );
  const query = route.requiredQuery.map(
    (name) => `${name}=${encodeURIComponent(String(plausible(route.querySchemas[name] as Schema)))}`,
  );
  return { path, query };
}
