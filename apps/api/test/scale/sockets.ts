import { WS_PROTOCOL } from '@oja/contracts';
import { openSocket, type OpenSocket } from '../messaging/helpers.ts';
import { dataOf, type ScaleClient } from './client.ts';
import type { Merchant } from './merchant-load.ts';

const wsUrl = (port: number) => `ws://127.0.0.1:${port}/v1/ws`;
const protocols = (merchant: Merchant) => [WS_PROTOCOL, `bearer.${merchant.token}`];

/**
 * A merchant's dashboard socket through the balancer, opened again (after 200 ms) whenever it closes, as
 * the dashboard's client does; counts what it received and how often it had to reconnect.
 */
export function holdSocket(port: number, merchant: Merchant) {
  const held = { events: 0, reconnects: 0, stopped: false, socket: undefined as OpenSocket | undefined };
  const open = async (): Promise<void> => {
    while (!held.stopped) {
      try {
        const socket = await openSocket(wsUrl(port), { protocols: protocols(merchant) });
        held.socket = socket;
        socket.ws.on('message', () => (held.events += 1));
        await new Promise<void>((resolve) => socket.ws.on('close', () => resolve()));
      } catch {
        // refused while its instance stops: try again below
      }
      if (held.stopped) return;
      held.reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const running = open();
  return {
    held,
    async stop() {
      held.stopped = true;
      await held.socket?.close();
      await running;
    },
  };
}

/**
 * The cross-instance check: the merchant holds one socket on each instance, sends a message through each
 * instance in turn, and every socket must receive every message — an event produced on one instance
 * reaches sockets held on the others. Resolves to how many (message, socket) pairs arrived out of how many.
 */
export async function fanOutProbe(
  client: ScaleClient,
  merchant: Merchant,
  conversationId: string,
  ports: readonly number[],
  label: string,
) {
  const sockets = await Promise.all(
    ports.map((port) => openSocket(wsUrl(port), { protocols: protocols(merchant) })),
  );
  let delivered = 0;
  const missing: string[] = [];
  try {
    for (const from of ports) {
      const text = `scale fan-out ${label} via ${from}`;
      const path = `http://127.0.0.1:${from}/v1/messaging/message/${conversationId}/send`;
      const answer = await client.request('probe message', path, {
        method: 'POST',
        body: { text },
        headers: merchant.headers,
        untracked: true,
      });
      const { id } = dataOf<{ id: string }>(answer, 'probe message');
      await Promise.all(
        sockets.map((socket, i) =>
          socket
            .next((e) => e.type === 'message.new' && e.data.id === id, 5_000)
            .then(
              () => (delivered += 1),
              () => missing.push(`from ${from} to ${ports[i]}`),
            ),
        ),
      );
    }
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
  }
  return { delivered, expected: ports.length * ports.length, missing };
}
