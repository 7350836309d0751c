import type { Executor } from '../db/client.ts';

/**
 * A Drizzle prepared statement for each database handle, built on first use, for the queries of the
 * hottest requests (bench/README.md): Drizzle renders the SQL once instead of on every call. Named, PostgreSQL
 * also parses it once per connection and may then reuse one generic plan — name only lookups by a unique
 * key, whose generic plan is the same index scan (planning them cost more than running them). A query
 * whose best plan depends on the values (a page with LIMIT/OFFSET, a sum over a skewed table) stays a
 * plain query, planned per call. Only the statement is kept, never a result.
 */
export function preparedPerHandle<Statement>(
  build: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const statements = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = build(db)));
    return statement;
  };
}
