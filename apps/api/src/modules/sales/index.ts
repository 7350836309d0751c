// What other modules may use of sales; everything else in the folder is its own.
export { postOfflineRefund } from './offline-refund.ts';
