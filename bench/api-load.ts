import { load, type LoadFigures, median } from './load.ts';

export const CONNECTIONS = [1, 10, 50];

/**
 * B4/B5: autocannon at each connection count against each endpoint and its floor (a bare Fastify + pg
 * route of the same query shape, or the hello world), `runs` interleaved runs of `seconds` each; medians.
 */
export async function measureApi(
  api: string,
  floor: string,
  auth: Record<string, string>,
  productId: string,
  runs: number,
  seconds: number,
) {
  const endpoints: { name: string; path: string; floor: string }[] = [
    { name: 'product by id', path: `/v1/products/${productId}`, floor: `/product/${productId}` },
    { name: 'products page 1', path: '/v1/products?page=1&limit=10', floor: '/products?page=1&limit=10' },
    {
      name: 'orders page 1',
      path: '/v1/order/seller?type=PRODUCT&page=1&limit=10',
      floor: '/orders?page=1&limit=10',
    },
    {
      name: 'orders by status',
      path: '/v1/order/seller?type=PRODUCT&status=shipped&page=1&limit=10',
      floor: '/orders?status=shipped&page=1&limit=10',
    },
    { name: 'wallet balance', path: '/v1/wallet', floor: '/wallet' },
    // No same-shape floor: the reports read the dashboard roll-ups; its floor is the hello world.
    { name: 'dashboard reports (30 days)', path: '/v1/dashboard/reports', floor: '/hello' },
  ];
  for (const e of endpoints) {
    const res = await fetch(api + e.path, { headers: auth });
    if (res.status !== 200) throw new Error(`${e.path}: ${res.status} ${await res.text()}`);
  }

  // Warm both servers (JIT, plan caches, PostgreSQL buffers) before anything is measured.
  for (const e of endpoints) {
    await load(api + e.path, 10, 2, auth);
    await load(floor + e.floor, 10, 2, auth);
  }

  console.log(
    `B4/B5 API and floors: ${runs} run(s) × ${CONNECTIONS.length} connection counts × ${seconds} s`,
  );
  const samples = new Map<string, LoadFigures[]>();
  const add = (key: string, figures: LoadFigures) => samples.set(key, [...(samples.get(key) ?? []), figures]);
  for (let run = 0; run < runs; run++) {
    for (const c of CONNECTIONS) {
      add(`hello|${c}`, await load(`${floor}/hello`, c, seconds));
      for (const e of endpoints) {
        add(`api|${e.name}|${c}`, await load(api + e.path, c, seconds, auth));
        // The product floors check the session as the API does; the others ignore the header.
        if (e.floor !== '/hello') add(`floor|${e.name}|${c}`, await load(floor + e.floor, c, seconds, auth));
        const last = samples.get(`api|${e.name}|${c}`)!.at(-1)!;
        console.log(
          `  run ${run + 1} c=${c} ${e.name}: ${last.reqPerSec.toFixed(0)} req/s, p99 ${last.p99} ms`,
        );
      }
    }
  }
  const med = (key: string) => {
    const list = samples.get(key)!;
    return {
      reqPerSec: median(list.map((f) => f.reqPerSec)),
      p50: median(list.map((f) => f.p50)),
      p99: median(list.map((f) => f.p99)),
      non2xx: list.reduce((n, f) => n + f.non2xx + f.errors, 0),
    };
  };
  const figures = endpoints.flatMap((e) =>
    CONNECTIONS.map((c) => {
      const figures = med(`api|${e.name}|${c}`);
      const floorFigures = med(e.floor === '/hello' ? `hello|${c}` : `floor|${e.name}|${c}`);
      return {
        endpoint: e.name,
        path: e.path,
        connections: c,
        ...figures,
        floor: e.floor === '/hello' ? 'hello world' : `bare pg ${e.floor}`,
        floorReqPerSec: floorFigures.reqPerSec,
        floorP99: floorFigures.p99,
        ratio: figures.reqPerSec / floorFigures.reqPerSec,
      };
    }),
  );
  const hello = CONNECTIONS.map((c) => ({ connections: c, ...med(`hello|${c}`) }));
  return { hello, api: figures };
}
