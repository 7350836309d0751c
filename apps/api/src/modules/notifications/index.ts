// What other modules may use of notifications; everything else in the folder is its own.
export { notify } from './notification-service.ts';
