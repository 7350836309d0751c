import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope, uploadMessages, uploadResultSchema } from '@oja/contracts';
import type { Env } from '../../config/env.ts';
import { created } from '../../lib/reply.ts';
import { mediaRoutes } from './media-routes.ts';
import { readSingleFile } from './multipart-file.ts';
import { createImageProcessor } from './image-processing.ts';
import { storageErrors } from './storage-errors.ts';
import { createUpload } from './upload-service.ts';

/** POST /v1/uploads (multipart: file, upload_preset) and the owner-only /media/… files. */
export async function uploadRoutes(app: FastifyInstance, opts: { env: Env }) {
  const { storage } = app;
  const images = createImageProcessor({
    concurrency: opts.env.UPLOAD_IMAGE_CONCURRENCY,
    queueLength: opts.env.UPLOAD_IMAGE_QUEUE,
  });
  await app.register(mediaRoutes, { storage });
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v1/uploads',
      {
        config: { permission: 'products.write', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['uploads'],
          summary:
            'Upload a pdf, jpg, jpeg or png (at most 10 MB) as multipart fields file and upload_preset',
          consumes: ['multipart/form-data'],
          response: {
            201: envelope(uploadResultSchema),
            400: errorEnvelope,
            413: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const { file, fields } = await readSingleFile(request);
        const deps = { db: app.db, storage, images };
        const result = await createUpload(deps, request.user.id, file, fields.upload_preset).catch(
          storageErrors(request.log),
        );
        return created(reply, result, uploadMessages.uploaded);
      },
    );
  });
}
