import { describe, expect, it } from 'vitest';
import { encodeEnvelope, MAX_NOTIFY_BYTES } from '../../src/modules/realtime/realtime-events.ts';
import {
  type LiveSocket,
  MAX_SOCKETS_PER_AUDIENCE,
  SocketHub,
} from '../../src/modules/realtime/socket-hub.ts';

class FakeSocket implements LiveSocket {
  readyState = 1;
  sent: string[] = [];
  pings = 0;
  terminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  close() {
    this.readyState = 3;
  }
}

describe('socket hub', () => {
  it('delivers to the open sockets of an audience only', () => {
    const hub = new SocketHub();
    const [a1, a2, b, closing] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.add(a1, ['ada']);
    hub.add(a2, ['ada', 'support']);
    hub.add(b, ['bola']);
    hub.add(closing, ['ada']);
    closing.readyState = 2;
    expect(hub.deliver('ada', 'x')).toBe(2);
    expect(hub.deliver('support', 'y')).toBe(1);
    expect([a1.sent, a2.sent, b.sent, closing.sent]).toEqual([['x'], ['x', 'y'], [], []]);
    hub.remove(a2, ['ada', 'support']);
    expect(hub.count('support')).toBe(0);
    expect(hub.deliver('support', 'z')).toBe(0);
    expect(hub.size).toBe(3);
  });

  it(`refuses more than ${MAX_SOCKETS_PER_AUDIENCE} sockets for one user`, () => {
    const hub = new SocketHub();
    for (let i = 0; i < MAX_SOCKETS_PER_AUDIENCE; i++) expect(hub.add(new FakeSocket(), ['ada'])).toBe(true);
    expect(hub.add(new FakeSocket(), ['ada'])).toBe(false);
    expect(hub.add(new FakeSocket(), ['bola'])).toBe(true);
  });

  it('terminates a socket that missed a heartbeat and keeps one that answered', () => {
    const hub = new SocketHub();
    const [answers, silent] = [new FakeSocket(), new FakeSocket()];
    hub.add(answers, ['ada']);
    hub.add(silent, ['ada']);
    hub.sweep();
    expect([answers.pings, silent.pings]).toEqual([1, 1]);
    hub.markAlive(answers);
    hub.sweep();
    expect(answers.terminated).toBe(false);
    expect(silent.terminated).toBe(true);
    expect(answers.pings).toBe(2);
  });
});

describe('realtime envelope', () => {
  const message = {
    id: 'm1',
    conversationId: 'c1',
    senderRole: 'buyer' as const,
    seenAt: null,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  };

  it('carries a small event whole', () => {
    const payload = encodeEnvelope('ada', { type: 'message.new', data: { ...message, text: 'hello' } });
    expect(JSON.parse(payload)).toEqual({
      userId: 'ada',
      event: {
        type: 'message.new',
        data: { ...message, text: 'hello', createdAt: '2025-01-01T00:00:00.000Z' },
      },
    });
  });

  it('keeps only the ids of an event too large for one notification', () => {
    const text = 'é'.repeat(MAX_NOTIFY_BYTES);
    const payload = encodeEnvelope('ada', { type: 'message.new', data: { ...message, text } });
    expect(Buffer.byteLength(payload)).toBeLessThan(MAX_NOTIFY_BYTES);
    expect(JSON.parse(payload)).toEqual({
      userId: 'ada',
      event: { type: 'message.new', partial: true, data: { id: 'm1', conversationId: 'c1' } },
    });
  });
});
