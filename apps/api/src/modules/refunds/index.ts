// What other modules may use of refunds; everything else in the folder is its own.
export { requestReturn } from './return-service.ts';
export { returnsOfOrder } from './return-service.ts';
export { refundInTransaction } from './refund-service.ts';
export { addOrderTimeline, recordSettledRefund } from './refund-records.ts';
export { recordNoticedRefund } from './provider-refund-notice.ts';
