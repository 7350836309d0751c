import type pg from 'pg';

/** A key (primary, unique constraint or unique index) of a table, by name, with its columns. */
export interface TableKey {
  table: string;
  name: string;
  columns: string[];
}

/** A foreign key: the referencing table's columns, pair by pair with the referenced table's. */
export interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  references: string;
  referencedColumns: string[];
}

/** Every ordinary table of the public schema, and whether it has a `merchant_id` column. */
export async function publicTables(pool: pg.Pool): Promise<{ table: string; tenant: boolean }[]> {
  const { rows } = await pool.query<{ table: string; tenant: boolean }>(
    `SELECT c.relname AS table,
            EXISTS (SELECT 1 FROM pg_attribute a
                     WHERE a.attrelid = c.oid AND a.attname = 'merchant_id' AND NOT a.attisdropped) AS tenant
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`,
  );
  return rows;
}

/** Every unique index of the public schema (primary keys and unique constraints are backed by one). */
export async function uniqueKeys(pool: pg.Pool): Promise<TableKey[]> {
  const { rows } = await pool.query<TableKey>(
    `SELECT t.relname AS table, i.relname AS name,
            array(SELECT coalesce(a.attname::text, '(expression)')
                    FROM unnest(x.indkey::int2[]) WITH ORDINALITY k(attnum, n)
                    LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
                   ORDER BY k.n) AS columns
       FROM pg_index x
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND x.indisunique
      ORDER BY t.relname, i.relname`,
  );
  return rows;
}

/** Every foreign key whose referencing table is in the public schema. */
export async function foreignKeys(pool: pg.Pool): Promise<ForeignKey[]> {
  const { rows } = await pool.query<ForeignKey>(
    `SELECT t.relname AS table, c.conname AS name, r.relname AS references,
            array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.n) AS columns,
            array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.n)
              AS "referencedColumns"
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_class r ON r.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND c.contype = 'f'
      ORDER BY t.relname, c.conname`,
  );
  return rows;
}
