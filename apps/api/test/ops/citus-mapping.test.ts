import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestPool } from '../helpers/database.ts';
import { citusMappingProblems } from './citus-mapping.ts';

describe('the Citus mapping (docs/deploy.md)', () => {
  let pool: pg.Pool;
  beforeAll(async () => ({ pool } = await createTestPool(2)));
  afterAll(() => pool.end());

  it('holds on the migrated schema: tenant keys include merchant_id and no foreign key crosses tenants', async () => {
    expect(await citusMappingProblems(pool)).toEqual([]);
  });

  it('names every table and key that would break it', async () => {
    // On this file's own database: a tenant table keyed without merchant_id, a foreign key that drops
    // it, a reference table pointing at tenant rows, and a table nobody has placed.
    await pool.query(`
      CREATE TABLE bad_parents (merchant_id uuid NOT NULL, id uuid PRIMARY KEY, code text UNIQUE);
      CREATE TABLE bad_children (merchant_id uuid NOT NULL, id uuid, parent_id uuid REFERENCES bad_parents (id),
                                 PRIMARY KEY (merchant_id, id));
      ALTER TABLE categories ADD COLUMN order_merchant uuid, ADD COLUMN order_id uuid,
        ADD FOREIGN KEY (order_merchant, order_id) REFERENCES orders (merchant_id, id);
      CREATE TABLE stray_settings (name text PRIMARY KEY);
    `);
    expect(await citusMappingProblems(pool)).toEqual([
      'stray_settings has no merchant_id and is neither a reference nor a local table',
      'bad_parents: unique key bad_parents_code_key (code) leaves out merchant_id',
      'bad_parents: unique key bad_parents_pkey (id) leaves out merchant_id',
      'bad_children: foreign key bad_children_parent_id_fkey to bad_parents (parent_id) does not pair merchant_id with merchant_id',
      'categories: foreign key categories_order_merchant_order_id_fkey to orders points from a reference table to a distributed one',
    ]);
  });
});
