// What other modules may use of accounts; everything else in the folder is its own.
export { type AccountsContext, normalizePhone } from './accounts-context.ts';
