import autocannon from 'autocannon';

export interface LoadFigures {
  connections: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** One autocannon point: req/s (mean), latency p50 and p99 in ms. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    connections,
    seconds,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Client latency in ms of `count` sequential GETs over loopback, after `warmup` unmeasured ones. */
export async function sequential(
  urls: string[],
  headers: Record<string, string>,
  warmup = 3,
): Promise<number[]> {
  for (const url of urls.slice(0, warmup)) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
export const median = (values: number[]) => quantile(values, 0.5);
