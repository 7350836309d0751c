/// <reference lib="dom" />
// fireAttacks below runs inside the browser page, so this file sees the DOM.
import http from 'node:http';

/** Debian's Chromium with the flags that keep it off the network (docs/architecture.md#tests). */
export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** One unsafe route, as the attacker's page aims at it. */
export interface Attack {
  method: string;
  url: string;
  /** A valid JSON body for the route, when one is known. */
  json: unknown;
  /** Which file a multipart body carries: the route's own kind, so an accepted request would act. */
  file: 'png' | 'csv';
}

export interface AttackCounts {
  fetches: number;
  /**
   * fetch() calls in no-cors mode (POST without a custom header): the browser sends them with the
   * cookies; the page cannot read the answer (Chromium even fails the promise for a JSON answer, ORB).
   */
  noCors: number;
  /** fetch() calls that need a CORS preflight (PUT, PATCH, DELETE, JSON bodies): never sent, as Oja grants no CORS. */
  preflighted: number;
  forms: number;
  beacons: number;
}

/** A page on another port of the same host: same site as the dashboard, another origin. */
export async function startAttackerServer(port: number): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html><head><title>Cheap phones</title></head><body><h1>Deals</h1></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return server;
}

/**
 * Runs in the attacker's page: every way a page can make the browser send an unsafe request with the
 * user's cookies — fetch with credentials (no body, text/plain JSON, urlencoded, multipart with a file,
 * application/json), form posts in three encodings (file included), and beacons.
 */
export async function fireAttacks({
  attacks,
  pngBase64,
  csv,
}: {
  attacks: Attack[];
  pngBase64: string;
  csv: string;
}) {
  const counts: AttackCounts = { fetches: 0, noCors: 0, preflighted: 0, forms: 0, beacons: 0 };
  const fileOf = (kind: 'png' | 'csv') =>
    kind === 'png'
      ? new File([Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0))], 'forged.png', {
          type: 'image/png',
        })
      : new File([csv], 'forged.csv', { type: 'text/csv' });
  const formData = (attack: Attack) => {
    const data = new FormData();
    data.append('file', fileOf(attack.file));
    data.append('upload_preset', 'products');
    return data;
  };
  const loads: Promise<unknown>[] = [];
  for (const attack of attacks) {
    const simple = attack.method === 'POST';
    const json = JSON.stringify(attack.json ?? { title: 'forged', name: 'forged' });
    const variants: RequestInit[] = [
      {},
      { body: json },
      { body: new URLSearchParams({ title: 'forged', name: 'forged' }) },
      { body: formData(attack) },
      { body: json, headers: { 'content-type': 'application/json' } },
    ];
    for (const variant of variants) {
      counts.fetches++;
      const preflighted = !simple || variant.headers !== undefined;
      if (preflighted) counts.preflighted++;
      else counts.noCors++;
      const mode = preflighted ? 'cors' : 'no-cors';
      await fetch(attack.url, { ...variant, method: attack.method, credentials: 'include', mode }).catch(
        () => {},
      );
    }
    if (!simple) continue;
    for (const enctype of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
      const frame = document.createElement('iframe');
      frame.name = `frame-${counts.forms}`;
      document.body.append(frame);
      loads.push(new Promise((resolve) => frame.addEventListener('load', resolve, { once: true })));
      const form = document.createElement('form');
      Object.assign(form, { method: 'post', action: attack.url, enctype, target: frame.name });
      const title = Object.assign(document.createElement('input'), { name: 'title', value: 'forged' });
      form.append(title);
      if (enctype === 'multipart/form-data') {
        const input = Object.assign(document.createElement('input'), { type: 'file', name: 'file' });
        const files = new DataTransfer();
        files.items.add(fileOf(attack.file));
        input.files = files.files;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
      counts.forms++;
    }
    navigator.sendBeacon(attack.url, new Blob([json], { type: 'text/plain' }));
    counts.beacons++;
  }
  await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  return counts;
}
