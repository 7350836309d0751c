import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '../../config/env.ts';
import {
  csvMessages,
  envelope,
  errorEnvelope,
  importIssueSchema,
  importResultSchema,
  PRODUCT_CSV_COLUMNS,
  productListQuery,
} from '@oja/contracts';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { created } from '../../lib/reply.ts';
import { chain } from '../../lib/streams.ts';
import { readSingleFile } from '../uploads/index.ts';
import { productToCells, TEMPLATE_EXAMPLE } from './product-csv.ts';
import { importProducts } from './product-import-service.ts';
import { productCap } from './product-service.ts';
import type { ProductFilters } from './product-filters.ts';
import { type ExportCursor, productRepository } from './product-repository.ts';
import { canonicalCategory, filtersOf } from './product-list-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['products'];
const EXPORT_BATCH = 1000;
const csvResponse = { 200: z.string().describe('text/csv') };

const csvWriter = () => stringify({ header: true, columns: [...PRODUCT_CSV_COLUMNS] });

type ExportBatch = Awaited<ReturnType<typeof productRepository.exportBatch>>;

/** The rows of `first`, then of each following batch, so a large catalogue never sits in memory. */
async function* rowsFrom(db: Executor, merchantId: string, filters: ProductFilters, first: ExportBatch) {
  for (let batch = first; ;) {
    for (const row of batch) yield productToCells(row);
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) return;
    const cursor: ExportCursor = { createdAt: last.cursorAt, id: last.id };
    batch = await productRepository.exportBatch(db, merchantId, filters, cursor, EXPORT_BATCH);
  }
}

/**
 * Every product matching the filters as CSV. The first batch is read before the answer starts, so an
 * error there is answered like any other; a later one cuts the download (see lib/streams.ts).
 */
async function exportCsv(db: Executor, merchantId: string, filters: ProductFilters): Promise<Readable> {
  const first = await productRepository.exportBatch(db, merchantId, filters, null, EXPORT_BATCH);
  return chain(Readable.from(rowsFrom(db, merchantId, filters, first)), csvWriter());
}

const sendCsv = (reply: FastifyReply, fileName: string, body: Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);

/** CSV export of the filtered list, the import template, and the all-or-nothing import. */
export async function productCsvRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const cap = productCap(env.PRODUCTS_PER_MERCHANT);
  const typed = signedInRoutes(app);

  typed.get(
    '/v1/products/export.csv',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        summary: 'The products of the list filters as CSV',
        querystring: productListQuery,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const filters = await canonicalCategory(app.db, filtersOf(request.query));
      return sendCsv(reply, 'products.csv', await exportCsv(app.db, request.user.id, filters));
    },
  );

  typed.get(
    '/v1/products/import/template.csv',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        summary: 'The CSV template of the import, with one example row',
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (_request, reply) =>
      sendCsv(reply, 'products-template.csv', chain(Readable.from([TEMPLATE_EXAMPLE]), csvWriter())),
  );

  typed.post(
    '/v1/products/import',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary:
          'Import products from a CSV file (multipart field file): all rows or none, with a per-row report',
        consumes: ['multipart/form-data'],
        response: {
          201: envelope(importResultSchema),
          400: errorEnvelope,
          409: errorEnvelope,
          413: errorEnvelope,
          422: errorEnvelope.extend({ errors: z.array(importIssueSchema) }),
        },
      },
    },
    async (request, reply) => {
      const { file } = await readSingleFile(request);
      const imported = await importProducts(app.db, request.user.id, file, cap);
      return created(reply, { imported }, csvMessages.imported(imported));
    },
  );
}
