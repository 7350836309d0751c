export * from './accounts.ts';
export * from './meta.ts';
export * from './outbox.ts';
