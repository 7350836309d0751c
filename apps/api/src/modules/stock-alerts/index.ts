// What other modules may use of stock-alerts; everything else in the folder is its own.
export { onStockLow } from './stock-low.ts';
export type { StockLowProduct } from './stock-alert-repository.ts';
