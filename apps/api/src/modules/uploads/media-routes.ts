import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.ts';
import { uploadRepository } from './upload-repository.ts';
import { roles } from '../../lib/roles.ts';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Browsers keep a private copy for an hour; shared caches never keep one (the answer depends on the session). */
const CACHE_CONTROL = 'private, max-age=3600';

/**
 * The narrowest rule for each place an upload is shown: its owner everywhere; an operator a document
 * in the verification queue; a merchant the profile picture of a merchant they have a request with.
 */
async function mayView(app: FastifyInstance, viewer: FastifyRequest['user'], publicId: string) {
  if (await uploadRepository.isOwner(app.db, viewer.id, publicId)) return true;
  if (viewer.role === roles.operator) return uploadRepository.isVerificationDocument(app.db, publicId);
  return uploadRepository.isPartnerProfileImage(app.db, viewer.id, publicId);
}

/**
 * GET /media/<preset>/<id>/<file>: an uploaded file or one of its generated versions, served only to the
 * viewers `mayView` allows; anyone else gets the 404 of a missing file (decision 011). Each file is sent
 * with the content type of its verified format, as an attachment, with headers that stop a browser from
 * sniffing, rendering or running it as anything else; an <img> still shows an attachment.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { storage: StorageProvider }) {
  app.addHook('onRequest', app.authenticate);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:preset/:id/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file or one of its generated versions, for its owner',
        params: z.object({ preset: z.string(), id: z.string(), file: z.string() }),
        produces: [...new Set(Object.values(CONTENT_TYPES))],
        response: { 200: z.any().describe('the file, as an attachment of its verified type') },
      },
    },
    async (request, reply) => {
      const { preset, id, file } = request.params;
      const publicId = `${preset}/${id}`;
      const extension = file.slice(file.lastIndexOf('.') + 1);
      const contentType = CONTENT_TYPES[extension];
      const allowed = contentType !== undefined && (await mayView(app, request.user, publicId));
      const opened = allowed ? await opts.storage.open(publicId, file) : undefined;
      if (!opened || !contentType) throw notFound('File');
      reply
        .header('content-type', contentType)
        .header('content-length', opened.size)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('cross-origin-resource-policy', 'same-site')
        .header('cache-control', CACHE_CONTROL)
        .header('vary', 'cookie, authorization')
        .header('content-disposition', `attachment; filename="${id}-${file}"`);
      return reply.send(opened.body);
    },
  );
}
