// What other modules and the app's plugins, CLI and seed may use of verification; everything else in the folder is its own.
export { createOperator } from './operator-service.ts';
export { decide, decisionMessage, findMerchant, listForReview } from './review-service.ts';
export { type VerificationContext } from './verification-context.ts';
