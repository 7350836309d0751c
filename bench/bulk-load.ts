import type pg from 'pg';

/**
 * Loads a group of tables in one database transaction, the way a bulk load is fast: their indexes, primary
 * keys, unique constraints and the foreign keys pointing at them are dropped first and rebuilt once at the
 * end, and row triggers are off (`session_replication_role = replica`, which needs a superuser). Re-adding
 * each foreign key makes PostgreSQL validate it over every row, and re-adding the keys proves them unique.
 * Foreign keys to tables outside the group (users) stay, since dropping one locks its parent against the
 * other group loading at the same time; they are checked with one anti-join each. `finish` rebuilds what
 * the statement triggers keep (counters) and checks the invariants they guard. Any failure rolls the whole
 * group back, so the database never keeps a half-loaded or unindexed table; the final schema is the
 * migrated one (same names, same definitions).
 */
export async function bulkLoad(
  client: pg.PoolClient,
  tables: string[],
  load: () => Promise<void>,
  finish: () => Promise<void>,
  log: (label: string, seconds: number) => void,
): Promise<void> {
  await client.query('BEGIN');
  try {
    // Durability of this one commit is not needed (a crash means seeding again); the final state is logged.
    await client.query(`SET LOCAL synchronous_commit = off`);
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await client.query(`SET LOCAL session_replication_role = replica`);
    const { constraints, kept, indexes } = await structureOf(client, tables);
    for (const c of constraints) await client.query(`ALTER TABLE ${c.table} DROP CONSTRAINT ${c.name}`);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    await load();
    await client.query(`SET LOCAL session_replication_role = origin`);
    const at = performance.now();
    // Keys before the foreign keys that need them; foreign keys last, each validated as it is added.
    for (const c of [...constraints].reverse()) {
      await client.query(`ALTER TABLE ${c.table} ADD CONSTRAINT ${c.name} ${c.definition}`);
    }
    for (const index of indexes) await client.query(index.definition);
    for (const fk of kept) await checkForeignKey(client, fk);
    await finish();
    log(`${tables[0]}… keys, indexes, checks`, (performance.now() - at) / 1000);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * The foreign keys pointing at `tables`, then their primary keys and unique constraints (the drop order);
 * the foreign keys from `tables` to other tables, which stay; the indexes of `tables` backing no constraint.
 */
async function structureOf(client: pg.PoolClient, tables: string[]) {
  const { rows: constraints } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table, quote_ident(c.conname) AS name,
            pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     WHERE (c.contype = 'f' AND c.confrelid = ANY($1::regclass[]))
        OR (c.contype IN ('p', 'u') AND c.conrelid = ANY($1::regclass[]))
     ORDER BY c.contype = 'f' DESC, 1, 2`,
    [tables],
  );
  const { rows: kept } = await client.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, c.confrelid::regclass::text AS parent,
            array(SELECT quote_ident(a.attname) FROM unnest(c.conkey) WITH ORDINALITY k(n, o)
                  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o) AS columns,
            array(SELECT quote_ident(a.attname) FROM unnest(c.confkey) WITH ORDINALITY k(n, o)
                  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o) AS refs
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.conrelid = ANY($1::regclass[]) AND NOT c.confrelid = ANY($1::regclass[])
     ORDER BY 1, 2`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY 1`,
    [tables],
  );
  return { constraints, kept, indexes };
}

interface ForeignKey {
  table: string;
  name: string;
  parent: string;
  columns: string[];
  refs: string[];
}

/** No row of the table whose key columns are all set lacks its parent row (MATCH SIMPLE). */
async function checkForeignKey(client: pg.PoolClient, fk: ForeignKey): Promise<void> {
  const set = fk.columns.map((c) => `c.${c} IS NOT NULL`).join(' AND ');
  const join = fk.columns.map((c, i) => `p.${fk.refs[i]} = c.${c}`).join(' AND ');
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${fk.table} c WHERE ${set} AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE ${join})`,
  );
  if (rows[0]!.n !== 0) throw new Error(`${fk.table}: ${rows[0]!.n} rows break ${fk.name}`);
}
