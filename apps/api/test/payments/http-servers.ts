import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What a test server does with a request: answer (after `delayMs`), or never answer. */
export type Answer = { status: number; body: string | object; delayMs?: number } | 'hang';

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

function send(response: http.ServerResponse, answer: Answer) {
  if (answer === 'hang') return;
  const write = () => {
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
  };
  if (answer.delayMs) setTimeout(write, answer.delayMs);
  else write();
}

/**
 * An HTTP server on 127.0.0.1 and a free port whose answers the test decides (`handle`, given each request
 * as received). `stop()` closes it so that connecting is refused; `start()` listens on the same port again.
 */
export async function testServer(handle: (request: Recorded) => Answer | Promise<Answer>) {
  const requests: Recorded[] = [];
  const server = http.createServer(async (request, response) => {
    const recorded = {
      method: request.method!,
      path: request.url!,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    send(response, await handle(recorded));
  });
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await start();
  return { url: `http://127.0.0.1:${port}`, requests, start, stop };
}

export type Fault = 'none' | 'refused' | 'slow' | 'error' | 'garbage';

/**
 * A proxy in front of a provider that fails as outside services do: `refused` (nothing listens),
 * `error` (a 500, the request never reaches the provider), `slow` (the provider does the work but the
 * answer comes after `slowMs`) and `garbage` (the provider does the work, the answer is not JSON).
 */
export async function faultProxy(target: () => string, slowMs: number) {
  let fault: Fault = 'none';
  const forward = async (request: Recorded) => {
    const { host: _host, connection: _c, 'content-length': _l, ...headers } = request.headers;
    const response = await fetch(`${target()}${request.path}`, {
      method: request.method,
      headers: headers as Record<string, string>,
      body: request.method === 'GET' ? undefined : request.body,
    });
    return { status: response.status, body: await response.text() };
  };
  const server = await testServer(async (request): Promise<Answer> => {
    if (fault === 'error') return { status: 500, body: { status: false, message: 'Internal server error' } };
    const answer = await forward(request);
    if (fault === 'slow') return { ...answer, delayMs: slowMs };
    if (fault === 'garbage') return { status: 200, body: '<html>502 Bad Gateway</html>' };
    return answer;
  });
  return {
    url: server.url,
    async set(next: Fault) {
      if (next === 'refused' && fault !== 'refused') await server.stop();
      if (next !== 'refused' && fault === 'refused') await server.start();
      fault = next;
    },
    close: () => (fault === 'refused' ? Promise.resolve() : server.stop()),
  };
}
