import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageProvider } from '../providers/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageProvider;
  }
}

/** The file storage of this installation (providers/storage/create-storage.ts), closed with the app. */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { storage: StorageProvider }) => {
    app.decorate('storage', opts.storage);
    app.addHook('onClose', () => opts.storage.close());
  },
  { name: 'storage' },
);
