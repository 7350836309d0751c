import type pg from 'pg';

export interface RecordedQuery {
  text: string;
  values: unknown[];
  failed: boolean;
}

type Query = (...args: unknown[]) => unknown;

/**
 * Records every statement the clients of `pool` run, with its bound values and whether PostgreSQL
 * refused it. Call before the pool makes its first connection.
 */
export function recordQueries(pool: pg.Pool): RecordedQuery[] {
  const recorded: RecordedQuery[] = [];
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const [first, second] = args;
      // query(text, values?, callback?) or query(config, values?, callback?)
      const config = typeof first === 'string' ? { text: first } : (first as pg.QueryConfig);
      const values = Array.isArray(second) ? second : config.values;
      const entry: RecordedQuery = {
        text: config.text,
        values: Array.isArray(values) ? values : [],
        failed: false,
      };
      recorded.push(entry);
      const last = args.at(-1);
      if (typeof last === 'function') {
        // pool.query passes a callback: (error, result).
        const callback = (error: unknown, result: unknown) => {
          if (error) entry.failed = true;
          return (last as (error: unknown, result: unknown) => unknown)(error, result);
        };
        return original(...args.slice(0, -1), callback);
      }
      const result = original(...args);
      if (result instanceof Promise) result.catch(() => (entry.failed = true));
      return result;
    };
  });
  return recorded;
}

/**
 * The value bound to each column an INSERT or UPDATE writes (Drizzle's SQL: `insert into "t" ("a", "b")
 * values ($1, default)` and `update "t" set "a" = $1`), by column name.
 */
export function writtenColumns(query: RecordedQuery): Map<string, unknown> {
  const columns = new Map<string, unknown>();
  const insert = /^insert into "\w+" \(([^)]*)\) values \((.*?)\)(?: on conflict| returning|$)/s.exec(
    query.text,
  );
  if (insert) {
    const names = insert[1]!.split(', ').map((name) => name.replaceAll('"', ''));
    const slots = insert[2]!.split(', ');
    names.forEach((name, i) => {
      const slot = /^\$(\d+)$/.exec(slots[i] ?? '');
      if (slot) columns.set(name, query.values[Number(slot[1]) - 1]);
    });
  }
  for (const [, name, slot] of query.text.matchAll(/"(\w+)" = \$(\d+)/g)) {
    if (/^update /.test(query.text)) columns.set(name!, query.values[Number(slot) - 1]);
  }
  return columns;
}
