// What other modules may use of accounts; everything else in the folder is its own.
export { normalizePhone } from './accounts-context.ts';
