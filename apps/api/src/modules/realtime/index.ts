// What other modules may use of realtime; everything else in the folder is its own.
export { publishEvent, publishSessionsEnded, SUPPORT_AUDIENCE } from './realtime-events.ts';
