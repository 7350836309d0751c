import { randomBytes } from 'node:crypto';
import { WS_CLOSE_SESSION_ENDED } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRepository } from '../../src/modules/sessions/session-repository.ts';
import { hashToken } from '../../src/modules/sessions/session-service.ts';
import { bearer, login, outbox } from '../accounts/account-helpers.ts';
import { createTestPool } from '../helpers/database.ts';
import { createMerchant, TEST_PASSWORD, type TestMerchant } from '../helpers/merchant.ts';
import { openSocket, type OpenSocket, settle } from './helpers.ts';
import { type Instance, startInstance } from './instances.ts';

/** Events published right after each revocation. */
const EVENTS = 5;
const NEW_PASSWORD = 'Mango-Harbour-2031';

interface Watched {
  socket: OpenSocket;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
}

describe('websockets end with their session, across API instances', () => {
  let url: string;
  let a: Instance;
  let b: Instance;
  const sockets: OpenSocket[] = [];

  /** A socket on instance B authenticated by `token`, with its close code watched. */
  async function watch(token: string, instance = b): Promise<Watched> {
    const socket = await openSocket(instance.wsUrl, { headers: { cookie: `access-token=${token}` } });
    sockets.push(socket);
    const closed = new Promise<number>((resolve) => socket.ws.on('close', (code) => resolve(code)));
    return { socket, closed };
  }

  /** Publishes events through instance A to the merchant; returns how many of them each socket got. */
  async function publishAndCount(m: TestMerchant, tag: string, watched: Watched[]) {
    for (let i = 0; i < EVENTS; i++) {
      await a.app.realtime.publish(m.id, {
        type: 'order.updated',
        data: { orderId: `${tag}-${i}`, status: 'shipped' },
      });
    }
    await settle(400);
    return watched.map(
      ({ socket }) => socket.events.filter((e) => String(e.data.orderId).startsWith(`${tag}-`)).length,
    );
  }

  /** A merchant with two sessions, a socket on instance B for each, both shown to receive events. */
  async function merchantWithTwoSockets() {
    const m = await createMerchant(a);
    const second = (await login(a, m.email, TEST_PASSWORD)).json().data.tokens.access.token as string;
    const watched = [await watch(m.token), await watch(second)];
    expect(await publishAndCount(m, 'before', watched)).toEqual([EVENTS, EVENTS]);
    return { m, second, watched };
  }

  /** After `cause` revoked every session of `m`: both sockets closed, and no event published since reached them. */
  async function expectBothClosed(m: TestMerchant, watched: Watched[], cause: string) {
    const counts = await publishAndCount(m, 'after', watched);
    expect(await Promise.all(watched.map((w) => w.closed))).toEqual([
      WS_CLOSE_SESSION_ENDED,
      WS_CLOSE_SESSION_ENDED,
    ]);
    console.log(
      `revocation (${cause}): ${counts.join(' + ')} of ${EVENTS} events reached the 2 revoked sockets`,
    );
    expect(counts).toEqual([0, 0]);
  }

  beforeAll(async () => {
    const created = await createTestPool(1);
    url = created.url;
    await created.pool.end();
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([a.close(), b.close()]);
  });

  it("logout on one instance closes that session's sockets on the other; the user's other session stays", async () => {
    const { m, watched } = await merchantWithTwoSockets();
    const res = await a.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(m.token) });
    expect(res.statusCode).toBe(200);
    const [revoked, other] = await publishAndCount(m, 'after', watched);
    expect(await watched[0]!.closed).toBe(WS_CLOSE_SESSION_ENDED);
    console.log(
      `revocation (logout): ${revoked}/${EVENTS} events reached the revoked socket, ${other}/${EVENTS} the other session's`,
    );
    expect(revoked).toBe(0);
    expect(other).toBe(EVENTS);
  });

  it('a password change closes every socket of the user', async () => {
    const { m, watched } = await merchantWithTwoSockets();
    const res = await a.app.inject({
      method: 'PUT',
      url: '/v1/users/changepassword',
      headers: bearer(m.token),
      payload: { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await expectBothClosed(m, watched, 'password change');
  });

  it('a password reset closes every socket of the user', async () => {
    const { m, watched } = await merchantWithTwoSockets();
    await a.app.inject({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email: m.email } });
    const token = (await outbox(a, m.email))[0]?.body.match(/reset-password\?token=([\w-]+)/)?.[1];
    const res = await a.app.inject({
      method: 'POST',
      url: `/v1/auth/reset-password?token=${token}`,
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await expectBothClosed(m, watched, 'password reset');
  });

  it('closes a socket whose revocation was not heard at the next periodic check', async () => {
    const c = await startInstance(url, { SOCKET_SESSION_CHECK_SECONDS: '1' });
    try {
      const m = await createMerchant(a);
      const watched = await watch(m.token, c);
      // Revoked behind the API's back: no notification, as if the LISTEN connection had been down.
      await a.pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [m.id]);
      const started = Date.now();
      expect(await watched.closed).toBe(WS_CLOSE_SESSION_ENDED);
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await c.close();
    }
  });

  it('closes a socket instead of sending once its session has expired', async () => {
    const m = await createMerchant(a);
    const token = randomBytes(32).toString('base64url');
    await sessionRepository.insert(a.db, m.id, hashToken(token), new Date(Date.now() + 1500));
    const watched = await watch(token);
    await settle(1600);
    const [got] = await publishAndCount(m, 'expired', [watched]);
    expect(got).toBe(0);
    expect(await watched.closed).toBe(WS_CLOSE_SESSION_ENDED);
  });

  it('refuses sockets from another port of this host or another name, by the origin rule unsafe requests follow', async () => {
    const m = await createMerchant(a);
    const { port } = new URL(b.wsUrl);
    const status = (origin: string) =>
      openSocket(b.wsUrl, { headers: { cookie: `access-token=${m.token}`, origin } }).then(
        (s) => (sockets.push(s), 101),
        (error: { status?: number }) => error.status,
      );
    expect(await status(`http://127.0.0.1:${Number(port) + 1}`)).toBe(403);
    expect(await status(`http://sub.localhost:${port}`)).toBe(403);
    expect(await status('null')).toBe(403);
    expect(await status(`http://localhost:${port}`)).toBe(101);
  });
});
