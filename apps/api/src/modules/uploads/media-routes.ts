import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.ts';
import { uploadRepository } from './upload-repository.ts';
import { roles } from '../../lib/roles.ts';
import { storageErrors } from './storage-errors.ts';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Browsers keep a private copy for an hour; shared caches never keep one (the answer depends on the session). */
const CACHE_CONTROL = 'private, max-age=3600';
/** A redirect to a presigned address is never kept: the address expires within a minute. */
const REDIRECT_CACHE_CONTROL = 'private, no-store';

/**
 * The narrowest rule for each place an upload is shown: its owner everywhere — except that a staff
 * member or an API key, acting in the business, never sees the owner's identity and company documents
 * sent for verification; an operator a document in the verification queue; a merchant the profile
 * picture of a merchant they have a request with.
 */
async function mayView(app: FastifyInstance, request: FastifyRequest, publicId: string) {
  const viewer = request.user;
  if (await uploadRepository.isOwner(app.db, viewer.id, publicId))
    return (
      request.actor.kind === 'owner' || !(await uploadRepository.isVerificationDocument(app.db, publicId))
    );
  if (viewer.role === roles.operator) return uploadRepository.isVerificationDocument(app.db, publicId);
  return uploadRepository.isPartnerProfileImage(app.db, viewer.id, publicId);
}

/**
 * GET /media/<preset>/<id>/<file>: an uploaded file or one of its generated versions, served only to the
 * viewers `mayView` allows; anyone else gets the 404 of a missing file (decision 011). Each file is sent
 * with the content type of its verified format, as an attachment, with headers that stop a browser from
 * sniffing, rendering or running it as anything else; an <img> still shows an attachment. A storage
 * that serves files itself (S3) gets a 302 to a presigned address instead, which the store answers with
 * the same type and disposition (decision 033); the owner check comes first either way.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { storage: StorageProvider }) {
  app.addHook('onRequest', app.authenticate);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:preset/:id/:file',
    {
      config: { permission: 'products.read' },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file or one of its generated versions, for its owner',
        params: z.object({ preset: z.string(), id: z.string(), file: z.string() }),
        produces: [...new Set(Object.values(CONTENT_TYPES))],
        response: {
          200: z.any().describe('the file, as an attachment of its verified type'),
          302: z.null().describe('a short-lived presigned address of the file in the object store'),
        },
      },
    },
    async (request, reply) => {
      const { preset, id, file } = request.params;
      const publicId = `${preset}/${id}`;
      const extension = file.slice(file.lastIndexOf('.') + 1);
      const contentType = CONTENT_TYPES[extension];
      const allowed = contentType !== undefined && (await mayView(app, request, publicId));
      const disposition = `attachment; filename="${id}-${file}"`;
      const delivery =
        allowed && contentType
          ? await opts.storage
              .deliver(publicId, file, { contentType, disposition })
              .catch(storageErrors(request.log))
          : undefined;
      if (!delivery || !contentType) throw notFound('File');
      reply.header('vary', 'cookie, authorization');
      if ('redirect' in delivery) {
        return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(delivery.redirect, 302);
      }
      reply
        .header('content-type', contentType)
        .header('content-length', delivery.size)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('cross-origin-resource-policy', 'same-site')
        .header('cache-control', CACHE_CONTROL)
        .header('content-disposition', disposition);
      return reply.send(delivery.body);
    },
  );
}
