export interface SimulateOptions {
  merchant: string;
  orders: number;
  days: number;
  url?: string;
  seed?: number;
}

export const SIMULATE_USAGE = `Usage: npm run simulate -- --merchant <email> [--orders 50] [--days 30] [--url http://localhost:3000] [--seed <n>]

  Places realistic buyer orders for the merchant through POST /v1/checkout of a running Oja server.
  Most buyers then pay on the payment provider's checkout page (the money waits in escrow until
  delivery); about one in seven never pays, and that order expires. The orders are spread over the
  last --days days. The merchant and its catalogue are read from the database the server uses
  (DATABASE_URL, or the embedded one under DATA_DIR). --seed repeats an earlier run's orders.`;

export class SimulateUsageError extends Error {}

const positiveInt = (name: string, value: string, max: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new SimulateUsageError(`--${name} must be a whole number from 1 to ${max}`);
  return n;
};

/** The simulator's arguments (everything after `npm run simulate --`); undefined asks for the usage. */
export function parseSimulateArgs(argv: string[]): SimulateOptions | undefined {
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return undefined;
    if (!arg.startsWith('--')) throw new SimulateUsageError(`Unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const [name, value] = eq > 0 ? [arg.slice(2, eq), arg.slice(eq + 1)] : [arg.slice(2), argv[++i]];
    if (value === undefined || value.startsWith('--'))
      throw new SimulateUsageError(`Option --${name} needs a value`);
    if (!['merchant', 'orders', 'days', 'url', 'seed'].includes(name))
      throw new SimulateUsageError(`Unknown option --${name}`);
    options.set(name, value);
  }
  const merchant = options.get('merchant')?.trim();
  if (!merchant) throw new SimulateUsageError('--merchant <email> is required');
  const url = options.get('url');
  if (url !== undefined && !/^https?:\/\/[^/]+/.test(url))
    throw new SimulateUsageError('--url must be an http(s) address');
  return {
    merchant,
    orders: options.has('orders') ? positiveInt('orders', options.get('orders')!, 10_000) : 50,
    days: options.has('days') ? positiveInt('days', options.get('days')!, 3_650) : 30,
    url: url?.replace(/\/+$/, ''),
    seed: options.has('seed') ? positiveInt('seed', options.get('seed')!, 2 ** 31 - 1) : undefined,
  };
}
