// What other modules may use of webhooks; everything else in the folder is its own.
export { emitEvent, emitTestEvent } from './emit-event.ts';
export { emitStockLow } from './stock-low.ts';
