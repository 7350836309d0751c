// What other modules may use of realtime; everything else in the folder is its own.
export { publishEvent, publishSessionsEnded, SUPPORT_AUDIENCE } from './realtime-events.ts';
export { PgListener } from './pg-listener.ts';
export { REALTIME_CHANNEL, type RealtimePayload } from './realtime-events.ts';
export { SessionWatch } from './session-watch.ts';
export { socketOriginAllowed, socketToken } from './socket-auth.ts';
export { SocketHub, type LiveSocket, type SocketSession } from './socket-hub.ts';
