import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { WebhookTarget } from '../../providers/logistics/simulated/sim-jobs.ts';

export const LOGISTICS_WEBHOOK_PATH = '/v1/logistics/webhook';

function postOverHttp(port: number, host: string, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: LOGISTICS_WEBHOOK_PATH,
        headers: { ...headers, host },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.setTimeout(30_000, () => call.destroy(new Error('The webhook endpoint did not answer in time')));
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * The one place that decides where the built-in carrier's webhooks go: over real HTTP to this server's
 * own port once it listens (as Terminal would call it), else in-process (`app.inject`, when the app is
 * built without listening: the demo's seed and most tests). Either way addressed to the public host, as
 * the real provider's webhook is (the perimeter refuses other hosts).
 */
export function webhookTarget(app: FastifyInstance, publicUrl: string): WebhookTarget {
  const host = new URL(publicUrl).host;
  return async (body, headers) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') return postOverHttp(address.port, host, body, headers);
    const response = await app.inject({
      method: 'POST',
      url: LOGISTICS_WEBHOOK_PATH,
      payload: body,
      headers: { ...headers, host },
    });
    return response.statusCode;
  };
}
