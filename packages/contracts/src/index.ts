export * from './envelope.ts';
export * from './errors.ts';
export * from './pagination.ts';
