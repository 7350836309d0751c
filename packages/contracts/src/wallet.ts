/** The wallet (docs/product/wallet.md): money in major units, the PIN, bank account, top-up, withdrawal, exchange, escrow. */
export * from './wallet/currencies.ts';
export * from './wallet/messages.ts';
export * from './wallet/fields.ts';
export * from './wallet/account.ts';
export * from './wallet/movements.ts';
export * from './wallet/transactions.ts';
export * from './wallet/settlements.ts';
