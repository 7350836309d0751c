import { WS_CLOSE_SESSION_ENDED } from '@oja/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { createRealtimeClient } from './realtime';

const flush = () => vi.advanceTimersByTimeAsync(0);

const makeClient = () =>
  createRealtimeClient({
    url: () => 'ws://oja.test/v1/ws',
    createSocket: (url) => new FakeWebSocket(url),
    initialDelayMs: 1000,
    maxDelayMs: 8000,
    idleCloseMs: 500,
    random: () => 1, // no jitter: delays are exactly 1 s, 2 s, 4 s, 8 s, 8 s…
  });

const message = {
  id: 'm1',
  conversationId: 'c1',
  senderRole: 'buyer',
  text: 'Hi',
  seenAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
  });
  afterEach(() => {
    FakeWebSocket.refuseConnections = false;
  });

  it('opens one socket for every subscriber and hands each event to the handlers of its type', async () => {
    const client = makeClient();
    const onMessage = vi.fn();
    const onMessageToo = vi.fn();
    const onNotification = vi.fn();
    client.subscribe('message.new', onMessage);
    client.subscribe('message.new', onMessageToo);
    client.subscribe('notification.new', onNotification);
    await flush();

    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().url).toBe('ws://oja.test/v1/ws');
    FakeWebSocket.latest().emit({ type: 'message.new', data: message });

    expect(onMessage).toHaveBeenCalledWith(message);
    expect(onMessageToo).toHaveBeenCalledWith(message);
    expect(onNotification).not.toHaveBeenCalled();
  });

  it('passes null for an event too large to travel whole, and ignores malformed frames', async () => {
    const client = makeClient();
    const onMessage = vi.fn();
    client.subscribe('message.new', onMessage);
    await flush();

    FakeWebSocket.latest().emit('not json');
    FakeWebSocket.latest().emit({ data: message });
    expect(onMessage).not.toHaveBeenCalled();

    FakeWebSocket.latest().emit({ type: 'message.new', partial: true, data: { id: 'm1' } });
    expect(onMessage).toHaveBeenCalledWith(null);
  });

  it('reconnects with a doubling delay up to the maximum, then tells reconnect handlers', async () => {
    const client = makeClient();
    const onReconnect = vi.fn();
    client.onReconnect(onReconnect);
    client.subscribe('unread.count', () => {});
    await flush();
    // The first opening counts too: what a screen fetched while the socket was connecting may be stale.
    expect(onReconnect).toHaveBeenCalledTimes(1);
    onReconnect.mockClear();

    // The server goes away; every attempt fails until it is back.
    FakeWebSocket.refuseConnections = true;
    FakeWebSocket.latest().drop();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = FakeWebSocket.instances.length;
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      delays.push(waited);
      if (attempt === 3) FakeWebSocket.refuseConnections = false; // the fifth attempt gets through
    }
    await flush();
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(FakeWebSocket.latest().readyState).toBe(FakeWebSocket.OPEN);
    expect(onReconnect).toHaveBeenCalledTimes(1);

    // After a success the backoff starts again from the initial delay.
    FakeWebSocket.latest().drop();
    const count = FakeWebSocket.instances.length;
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances.length).toBe(count);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances.length).toBe(count + 1);
  });

  it('closes the socket once nobody listens, and does not reconnect then', async () => {
    const client = makeClient();
    const unsubscribe = client.subscribe('notification.new', () => {});
    await flush();
    const socket = FakeWebSocket.latest();

    unsubscribe();
    await vi.advanceTimersByTimeAsync(499);
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(socket.closeCode).toBe(1000);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('keeps the socket when a new subscriber arrives within the idle delay (a page change)', async () => {
    const client = makeClient();
    const unsubscribe = client.subscribe('message.new', () => {});
    await flush();
    unsubscribe();
    client.subscribe('message.new', () => {});
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().readyState).toBe(FakeWebSocket.OPEN);
  });

  it('reports its status: connecting, live, offline while it cannot connect, live again, idle', async () => {
    const client = makeClient();
    const seen: string[] = [];
    client.onStatusChange(() => seen.push(client.getStatus()));
    expect(client.getStatus()).toBe('idle');

    FakeWebSocket.refuseConnections = true;
    const unsubscribe = client.subscribe('unread.count', () => {});
    expect(client.getStatus()).toBe('connecting');
    await flush();
    expect(client.getStatus()).toBe('offline');
    // Failed retries keep it offline (no flicker back to connecting).
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeWebSocket.instances.length).toBeGreaterThan(1);
    expect(client.getStatus()).toBe('offline');

    FakeWebSocket.refuseConnections = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(client.getStatus()).toBe('live');

    unsubscribe();
    await vi.advanceTimersByTimeAsync(500);
    expect(client.getStatus()).toBe('idle');
    expect(seen).toEqual(['connecting', 'offline', 'live', 'idle']);
  });

  it('is offline, and retries, when the browser refuses to create the socket at all', async () => {
    let refuse = true;
    const client = createRealtimeClient({
      url: () => 'ws://oja.test/v1/ws',
      createSocket: (url) => {
        if (refuse) throw new DOMException('blocked', 'SecurityError');
        return new FakeWebSocket(url);
      },
      initialDelayMs: 1000,
      random: () => 1,
    });
    client.subscribe('notification.new', () => {});
    expect(client.getStatus()).toBe('offline');
    refuse = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getStatus()).toBe('live');
  });
  it('does not reconnect after the server ends the session', async () => {
    const client = makeClient();
    client.subscribe('message.new', vi.fn());
    await flush();
    FakeWebSocket.latest().drop(WS_CLOSE_SESSION_ENDED);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.getStatus()).toBe('idle');
  });
});
