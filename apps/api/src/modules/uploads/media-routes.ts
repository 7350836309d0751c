import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * GET /media/<preset>/<id>/<file>: uploaded files, public like an image host's URLs. Each is sent with
 * the content type of its verified format and headers that stop a browser from sniffing, rendering
 * or running it as anything else; PDFs are downloads, never shown inline.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { storage: StorageProvider }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:preset/:id/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file or one of its generated versions',
        params: z.object({ preset: z.string(), id: z.string(), file: z.string() }),
      },
    },
    async (request, reply) => {
      const { preset, id, file } = request.params;
      const extension = file.slice(file.lastIndexOf('.') + 1);
      const contentType = CONTENT_TYPES[extension];
      const opened = contentType ? await opts.storage.open(`${preset}/${id}`, file) : undefined;
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
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', extension === 'pdf' ? `attachment; filename="${id}.pdf"` : 'inline');
      return reply.send(opened.body);
    },
  );
}
