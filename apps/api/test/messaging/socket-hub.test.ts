import { describe, expect, it } from 'vitest';
import { encodeEnvelope, MAX_NOTIFY_BYTES } from '../../src/modules/realtime/realtime-events.ts';
import { SessionWatch } from '../../src/modules/realtime/session-watch.ts';
import {
  type LiveSocket,
  MAX_SOCKETS_PER_AUDIENCE,
  SocketHub,
  type SocketSession,
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

const hour = 3_600_000;
/** A session of `userId` (token hash `hash`, hex) expiring in an hour unless told. */
const session = (userId: string, hash = 'aa', expiresAt = new Date(Date.now() + hour)): SocketSession => ({
  userId,
  tokenHash: hash,
  expiresAt,
});
/** A hub that records the sockets it ends. */
function newHub(now?: () => number) {
  const ended: LiveSocket[] = [];
  const hub = new SocketHub((socket) => {
    ended.push(socket);
    socket.close();
  }, now);
  return { hub, ended };
}

describe('socket hub', () => {
  it('delivers to the open sockets of an audience only', () => {
    const { hub } = newHub();
    const [a1, a2, b, closing] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.add(a1, ['ada'], session('ada'));
    hub.add(a2, ['ada', 'support'], session('ada'));
    hub.add(b, ['bola'], session('bola', 'bb'));
    hub.add(closing, ['ada'], session('ada'));
    closing.readyState = 2;
    expect(hub.deliver('ada', 'x')).toBe(2);
    expect(hub.deliver('support', 'y')).toBe(1);
    expect([a1.sent, a2.sent, b.sent, closing.sent]).toEqual([['x'], ['x', 'y'], [], []]);
    hub.remove(a2);
    expect(hub.count('support')).toBe(0);
    expect(hub.deliver('support', 'z')).toBe(0);
    expect(hub.size).toBe(3);
  });

  it(`refuses more than ${MAX_SOCKETS_PER_AUDIENCE} sockets for one user`, () => {
    const { hub } = newHub();
    for (let i = 0; i < MAX_SOCKETS_PER_AUDIENCE; i++)
      expect(hub.add(new FakeSocket(), ['ada'], session('ada'))).toBe(true);
    expect(hub.add(new FakeSocket(), ['ada'], session('ada'))).toBe(false);
    expect(hub.add(new FakeSocket(), ['bola'], session('bola'))).toBe(true);
  });

  it('terminates a socket that missed a heartbeat and keeps one that answered', () => {
    const { hub } = newHub();
    const [answers, silent] = [new FakeSocket(), new FakeSocket()];
    hub.add(answers, ['ada'], session('ada'));
    hub.add(silent, ['ada'], session('ada'));
    hub.sweep();
    expect([answers.pings, silent.pings]).toEqual([1, 1]);
    hub.markAlive(answers);
    hub.sweep();
    expect(answers.terminated).toBe(false);
    expect(silent.terminated).toBe(true);
    expect(answers.pings).toBe(2);
  });
});

describe('sockets and their sessions', () => {
  it('closes a socket instead of sending once its session has expired', () => {
    let now = Date.now();
    const { hub, ended } = newHub(() => now);
    const [short, long] = [new FakeSocket(), new FakeSocket()];
    hub.add(short, ['ada'], session('ada', 'a1', new Date(now + 1000)));
    hub.add(long, ['ada'], session('ada', 'a2'));
    expect(hub.deliver('ada', 'x')).toBe(2);
    now += 1000;
    expect(hub.deliver('ada', 'y')).toBe(1);
    expect([short.sent, long.sent]).toEqual([['x'], ['x', 'y']]);
    expect(ended).toEqual([short]);
    expect(hub.size).toBe(1);
  });

  it('ends every socket of the given sessions, and only those', () => {
    const { hub, ended } = newHub();
    const [a1, a1b, a2, b] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.add(a1, ['ada'], session('ada', 'a1'));
    hub.add(a1b, ['ada', 'support'], session('ada', 'a1'));
    hub.add(a2, ['ada'], session('ada', 'a2'));
    hub.add(b, ['bola'], session('bola', 'b1'));
    expect(hub.sessionHashes('ada').sort()).toEqual(['a1', 'a2']);
    expect(hub.sessionHashes().sort()).toEqual(['a1', 'a2', 'b1']);
    expect(hub.endSessions(['a1'])).toBe(2);
    expect(ended).toEqual([a1, a1b]);
    expect(hub.deliver('ada', 'x')).toBe(1);
    expect(hub.count('support')).toBe(0);
    expect(a2.sent).toEqual(['x']);
  });

  it("holds a user's events while a revocation is checked: none reaches the revoked session, the rest follow", async () => {
    const { hub, ended } = newHub();
    const [revoked, kept, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.add(revoked, ['ada'], session('ada', 'a1'));
    hub.add(kept, ['ada'], session('ada', 'a2'));
    hub.add(other, ['bola'], session('bola', 'b1'));
    let answer!: (live: Buffer[]) => void;
    const watch = new SessionWatch(hub, () => new Promise((resolve) => (answer = resolve)), console as never);
    watch.sessionsEnded('ada');
    expect(hub.deliver('ada', 'after revocation')).toBe(0);
    expect(hub.deliver('bola', 'unrelated')).toBe(1);
    answer([Buffer.from('a2', 'hex')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([revoked.sent, kept.sent, other.sent]).toEqual([[], ['after revocation'], ['unrelated']]);
    expect(ended).toEqual([revoked]);
    expect(hub.deliver('ada', 'later')).toBe(1);
  });

  it('re-checks sessions in batches and closes the sockets of dead ones', async () => {
    const { hub, ended } = newHub();
    const sockets = Array.from({ length: 1200 }, () => new FakeSocket());
    sockets.forEach((socket, i) =>
      hub.add(socket, [`audience-${i}`], session(`user-${i % 10}`, i.toString(16).padStart(4, '0'))),
    );
    const batches: number[] = [];
    const watch = new SessionWatch(
      hub,
      async (hashes) => {
        batches.push(hashes.length);
        return hashes.filter((hash) => hash.readUInt16BE(0) % 3 !== 0);
      },
      console as never,
    );
    expect(await watch.recheck({ userId: 'user-1' })).toBe(40);
    expect(batches).toEqual([120]);
    expect(await watch.recheck()).toBe(400 - 40);
    expect(batches.slice(1)).toEqual([500, 500, 160]);
    expect(ended).toHaveLength(400);
    expect(hub.size).toBe(800);
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
