import websocket from '@fastify/websocket';
import { messages, type RealtimeEvent, WS_PROTOCOL } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { PgListener } from '../modules/realtime/pg-listener.ts';
import {
  publishEvent,
  REALTIME_CHANNEL,
  type RealtimeEnvelope,
  SUPPORT_AUDIENCE,
} from '../modules/realtime/realtime-events.ts';
import { type LiveSocket, SocketHub } from '../modules/realtime/socket-hub.ts';
import { allowedOrigin, socketToken } from '../modules/realtime/socket-auth.ts';
import { sessionRepository } from '../modules/sessions/session-repository.ts';
import { hashToken } from '../modules/sessions/session-service.ts';

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
}

/**
 * The websocket at /v1/ws and its fan-out. Publishing is a NOTIFY on `oja_events`; every instance
 * LISTENs on one dedicated connection and delivers each event to the sockets it holds for that user,
 * so one instance or many take the same path.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    await app.register(websocket, {
      options: {
        maxPayload: MAX_CLIENT_FRAME_BYTES,
        handleProtocols: (protocols: Set<string>) => (protocols.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
      },
    });

    const hub = new SocketHub();
    const listener = new PgListener(
      app.pool.options,
      REALTIME_CHANNEL,
      (payload) => {
        try {
          const { userId, event } = JSON.parse(payload) as RealtimeEnvelope;
          hub.deliver(userId, JSON.stringify(event));
        } catch (error) {
          app.log.warn({ err: error }, 'ignored a malformed realtime payload');
        }
      },
      app.log,
    );
    await listener.start();

    const heartbeat = setInterval(() => hub.sweep(), HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
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
          if (!allowedOrigin(request, opts.publicUrl)) throw new AppError('FORBIDDEN', 'Origin not allowed');
          const token = socketToken(request);
          const user = token
            ? await sessionRepository.findUserByTokenHash(app.db, hashToken(token))
            : undefined;
          if (!user) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
          request.user = user;
        },
      },
      (socket: LiveSocket & { on(event: string, listener: () => void): void }, request) => {
        const audiences =
          request.user.role === 'operator' ? [request.user.id, SUPPORT_AUDIENCE] : [request.user.id];
        if (!hub.add(socket, audiences)) {
          socket.close(CLOSE_TRY_AGAIN_LATER, 'Too many connections');
          return;
        }
        socket.on('pong', () => hub.markAlive(socket));
        socket.on('close', () => hub.remove(socket, audiences));
      },
    );
  },
  { name: 'realtime', dependencies: ['db', 'auth'] },
);
