import type pg from 'pg';
import { foreignKeys, publicTables, uniqueKeys } from './citus-catalog.ts';

/**
 * How each table maps onto Citus (docs/deploy.md#the-citus-mapping, decision 034). Tables with a
 * `merchant_id` column are distributed by it, all co-located; they are found in the schema, never listed
 * — unless named below, for a business's rows that are looked up by a key unique across all businesses
 * before the business is known (a staff login's email, an API key's secret). Every other table must be
 * named below with its reason, so a new table without `merchant_id` fails the check until someone decides
 * where it lives.
 */

/** Replicated to every node: global, small, read beside tenant rows. Distributed tables may reference them. */
export const REFERENCE_TABLES: Record<string, string> = {
  users:
    'the merchants themselves: every tenant row references its merchant here, and email and username are unique across all merchants, which a table distributed by id could not enforce',
  categories: 'the shared product and service categories, the same for every merchant',
  whitelabel_clients: 'the partner brands a sign-up page can carry, global',
  app_meta: 'one row per platform setting (the demo seed marker)',
  staff_members:
    'the people who sign in to a business besides its owner: their email is unique across all businesses and all merchants (logins are by email), as for users',
};

/** Kept on the coordinator only: keyed by something other than a merchant, or never read beside tenant rows. */
export const LOCAL_TABLES: Record<string, string> = {
  sessions: 'looked up by token hash on every request, before the merchant is known',
  api_keys: 'looked up by secret hash on every request made with a key, before the merchant is known',
  staff_invitations: 'looked up by token hash when an invitation is opened, before the business is known',
  password_resets: 'looked up by token hash before the merchant is known',
  otps: 'keyed by the email or phone being verified, often before an account exists',
  signups: 'the sign-up limit per client address, before an account exists',
  login_attempts: 'the login limit per email, whether or not the account exists',
  rate_limit_windows: 'the request limits per route and client address, counted before the merchant is known',
  outbox: 'the platform mail queue, addressed by recipient, not by merchant',
  waitlist: 'public form entries from visitors without an account',
  demo_requests: 'public form entries from visitors without an account',
  dashboard_rollup_state: 'one watermark row per background roll-up job, platform-wide',
  paystack_sim_recipients: 'the built-in payment simulator: the provider side, empty when Paystack is used',
  paystack_sim_transactions: 'the built-in payment simulator: the provider side, empty when Paystack is used',
  paystack_sim_transfers: 'the built-in payment simulator: the provider side, empty when Paystack is used',
  paystack_sim_webhooks: 'the built-in payment simulator: the provider side, empty when Paystack is used',
  paystack_sim_refunds: 'the built-in payment simulator: the provider side, empty when Paystack is used',
  terminal_sim_addresses: 'the built-in carrier simulation: the provider side, empty when Terminal is used',
  terminal_sim_packaging: 'the built-in carrier simulation: the provider side, empty when Terminal is used',
  terminal_sim_parcels: 'the built-in carrier simulation: the provider side, empty when Terminal is used',
  terminal_sim_rates: 'the built-in carrier simulation: the provider side, empty when Terminal is used',
  terminal_sim_shipments: 'the built-in carrier simulation: the provider side, empty when Terminal is used',
  terminal_sim_webhooks: 'the built-in carrier simulation: the provider side, empty when Terminal is used',
};

/** The tables with `merchant_id` that are named above on purpose (looked up before the business is known). */
const TENANT_TABLES_KEPT_GLOBAL = new Set(['staff_members', 'staff_invitations', 'api_keys']);

type Placement = 'distributed' | 'reference' | 'local' | 'unmapped';

/**
 * Every way the live schema breaks the mapping, one sentence each (empty when it holds). The rules are
 * Citus's: a unique key of a distributed table includes its distribution column; a foreign key between
 * distributed tables pairs the distribution columns; a distributed table may reference a reference
 * table; a reference table references reference tables only; a local table references local or
 * reference tables.
 * https://docs.citusdata.com/en/stable/develop/reference_ddl.html (constraints, foreign keys).
 */
export async function citusMappingProblems(pool: pg.Pool): Promise<string[]> {
  const tables = await publicTables(pool);
  const placement = new Map<string, Placement>(
    tables.map(({ table, tenant }) => [
      table,
      table in REFERENCE_TABLES
        ? 'reference'
        : table in LOCAL_TABLES
          ? 'local'
          : tenant
            ? 'distributed'
            : 'unmapped',
    ]),
  );
  const problems: string[] = [];
  const tenant = new Set(tables.filter((t) => t.tenant).map((t) => t.table));
  for (const name of [...Object.keys(REFERENCE_TABLES), ...Object.keys(LOCAL_TABLES)]) {
    if (!placement.has(name)) problems.push(`${name} is mapped but no longer exists`);
    else if (tenant.has(name) && !TENANT_TABLES_KEPT_GLOBAL.has(name))
      problems.push(`${name} has merchant_id but is mapped as global`);
  }
  for (const [table, place] of placement) {
    if (place === 'unmapped')
      problems.push(`${table} has no merchant_id and is neither a reference nor a local table`);
  }
  for (const key of await uniqueKeys(pool)) {
    if (placement.get(key.table) === 'distributed' && !key.columns.includes('merchant_id'))
      problems.push(
        `${key.table}: unique key ${key.name} (${key.columns.join(', ')}) leaves out merchant_id`,
      );
  }
  for (const fk of await foreignKeys(pool)) {
    const from = placement.get(fk.table);
    const to = placement.get(fk.references);
    const what = `${fk.table}: foreign key ${fk.name} to ${fk.references}`;
    if (from === 'distributed' && to === 'distributed') {
      const at = fk.columns.indexOf('merchant_id');
      if (at < 0 || fk.referencedColumns[at] !== 'merchant_id')
        problems.push(`${what} (${fk.columns.join(', ')}) does not pair merchant_id with merchant_id`);
    } else if (to === 'local' && from !== 'local') {
      problems.push(`${what} points from a ${from} table to a local one`);
    } else if (to === 'distributed') {
      problems.push(`${what} points from a ${from} table to a distributed one`);
    }
  }
  return problems;
}
