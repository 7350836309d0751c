import websocket from '@fastify/websocket';
import { messages, type RealtimeEvent, WS_CLOSE_SESSION_ENDED, WS_PROTOCOL } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { AppError } from '../lib/app-error.ts';
import { PgListener } from '../modules/realtime/index.ts';
import {
  publishEvent,
  REALTIME_CHANNEL,
  type RealtimePayload,
  SUPPORT_AUDIENCE,
} from '../modules/realtime/index.ts';
import { SessionWatch } from '../modules/realtime/index.ts';
import { type LiveSocket, SocketHub, type SocketSession } from '../modules/realtime/index.ts';
import { socketOriginAllowed, socketToken } from '../modules/realtime/index.ts';
import { findSessionUser, hashToken, liveSessionHashes } from '../modules/sessions/index.ts';
import { roles } from '../lib/roles.ts';
import { actorOfSession, assertAllowed } from '../modules/staff/index.ts';

/** What the live events need of a member's role (orders and notifications, messages). */
const LIVE_EVENTS_NEED = ['orders.read', 'messages'] as const;

const HEARTBEAT_MS = 30_000;
/** Clients only listen; anything they send is tiny or ignored. */
const MAX_CLIENT_FRAME_BYTES = 4096;
/** Close code for "try again later" (RFC 6455 registry): the user already holds too many sockets. */
const CLOSE_TRY_AGAIN_LATER = 1013;

export interface Realtime {
  /** Sends an event to every socket of a user (or audience) on every API instance, through NOTIFY. */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** How many sockets of a user this instance holds. */
  localSockets(userId: string): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
  interface FastifyRequest {
    /** The session of a websocket upgrade, set by its onRequest check. */
    socketSession?: SocketSession;
  }
}

/**
 * The websocket at /v1/ws and its fan-out. Publishing is a NOTIFY on `oja_events`; every instance
 * LISTENs on one dedicated connection and delivers each event to the sockets it holds for that user,
 * so one instance or many take the same path. A socket lives only as long as its session: revocations
 * (also NOTIFYs), a periodic re-check and the expiry close it.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    await app.register(websocket, {
      options: {
        maxPayload: MAX_CLIENT_FRAME_BYTES,
        handleProtocols: (protocols: Set<string>) => (protocols.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
      },
    });

    const hub = new SocketHub((socket) => socket.close(WS_CLOSE_SESSION_ENDED, 'Session ended'));
    const watch = new SessionWatch(hub, (hashes) => liveSessionHashes(app.db, hashes), app.log);
    const listener = new PgListener(
      app.pool.options,
      REALTIME_CHANNEL,
      (payload) => {
        try {
          const message = JSON.parse(payload) as RealtimePayload;
          if ('sessionsEnded' in message) watch.sessionsEnded(message.userId);
          else hub.deliver(message.userId, JSON.stringify(message.event));
        } catch (error) {
          app.log.warn({ err: error }, 'ignored a malformed realtime payload');
        }
      },
      app.log,
    );
    await listener.start();

    const heartbeat = setInterval(() => hub.sweep(), HEARTBEAT_MS);
    heartbeat.unref();
    const sessionCheck = setInterval(() => void watch.sweep(), env.SOCKET_SESSION_CHECK_SECONDS * 1000);
    sessionCheck.unref();
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      await listener.stop();
    });

    app.decorate('realtime', {
      publish: (userId, event) => publishEvent(app.db, userId, event),
      localSockets: (userId) => hub.count(userId),
    } satisfies Realtime);

    app.get(
      '/v1/ws',
      {
        websocket: true,
        schema: { tags: ['realtime'] },
        onRequest: async (request) => {
          if (!socketOriginAllowed(request, app.hostRules))
            throw new AppError('FORBIDDEN', messages.crossOrigin);
          const token = socketToken(request);
          const tokenHash = token ? hashToken(token) : undefined;
          const user = tokenHash ? await findSessionUser(app.db, tokenHash) : undefined;
          if (!tokenHash || !user) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
          // The live events are about orders, notifications (orders.read) and messages: a staff member
          // whose role reads less gets no socket rather than events their role may not see.
          const grant = actorOfSession(user);
          for (const needed of LIVE_EVENTS_NEED) assertAllowed(grant, needed);
          request.user = { id: user.id, email: user.email, role: user.role };
          request.socketSession = {
            userId: user.id,
            tokenHash: tokenHash.toString('hex'),
            expiresAt: user.expiresAt,
          };
        },
      },
      (socket: LiveSocket & { on(event: string, listener: () => void): void }, request) => {
        const session = request.socketSession!;
        const audiences =
          request.user.role === roles.operator ? [request.user.id, SUPPORT_AUDIENCE] : [request.user.id];
        if (!hub.add(socket, audiences, session)) {
          socket.close(CLOSE_TRY_AGAIN_LATER, 'Too many connections');
          return;
        }
        socket.on('pong', () => hub.markAlive(socket));
        socket.on('close', () => hub.remove(socket));
        void watch.recheckInBackground({ tokenHash: session.tokenHash });
      },
    );
  },
  { name: 'realtime', dependencies: ['db', 'auth', 'perimeter'] },
);
