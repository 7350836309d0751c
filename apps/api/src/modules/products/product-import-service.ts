import { parse } from 'csv-parse/sync';
import {
  csvMessages,
  type ImportIssue,
  MAX_IMPORT_ROWS,
  productCreateBody,
  type ProductCreateBody,
  productMessages,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { AppError, badRequest, conflict, type FieldIssue } from '../../lib/app-error.ts';
import { assertRoomFor, type RecordCap } from '../../lib/record-cap.ts';
import type { ReceivedFile } from '../uploads/index.ts';
import { columnOf, issue, readHeader, recordToBody, toRecord } from './product-csv.ts';
import { loadReferenceContext } from './product-references.ts';
import { type ProductInsert, productRepository } from './product-repository.ts';
import { toInsert } from './product-service.ts';
import { generateSku } from './sku.ts';
import { isUniqueViolation } from '../../lib/db/unique-violation.ts';

const MAX_REPORTED_ISSUES = 1000;
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface ParsedRow {
  row: number;
  body: ProductCreateBody;
}

function readCsv(file: ReceivedFile): string[][] {
  const looksLikeCsv = /\.csv$/i.test(file.filename) || /^text\/(csv|plain)/.test(file.mimetype);
  if (!looksLikeCsv || file.buffer.includes(0)) throw badRequest(csvMessages.notCsv);
  try {
    return parse(file.buffer, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: true });
  } catch {
    throw badRequest(csvMessages.unreadable);
  }
}

/** Stops the import with the report: one issue per row and column, in row order. */
function reject(issues: ImportIssue[]): never {
  const seen = new Set<string>();
  const report = issues
    .filter((i) => !seen.has(i.path) && seen.add(i.path))
    .sort((a, b) => a.row - b.row)
    .slice(0, MAX_REPORTED_ISSUES);
  const rows = new Set(issues.map((i) => i.row)).size;
  throw new AppError('UNPROCESSABLE', csvMessages.failed(rows), report);
}

/** Rows validated by the same schema as POST v1/product; cell problems become issues of their column. */
function parseRows(records: string[][], issues: ImportIssue[]): ParsedRow[] {
  const [header = [], ...rest] = records;
  const { positions, issues: headerIssues } = readHeader(header);
  if (headerIssues.length > 0) reject(headerIssues);
  const parsed: ParsedRow[] = [];
  let count = 0;
  rest.forEach((cells, index) => {
    if (cells.every((c) => c === '')) return;
    count++;
    const row = index + 2;
    const body = recordToBody(toRecord(cells, positions), row, issues);
    const result = productCreateBody.safeParse(body);
    if (result.success) parsed.push({ row, body: result.data });
    else for (const i of result.error.issues) issues.push(issue(row, columnOf(i.path), i.message));
  });
  if (count === 0) throw badRequest(csvMessages.empty);
  if (count > MAX_IMPORT_ROWS) throw badRequest(csvMessages.tooManyRows);
  return parsed;
}

/** Every row gets a SKU that is unique in the file and among the merchant's products. */
async function assignSkus(db: Executor, merchantId: string, rows: ParsedRow[], issues: ImportIssue[]) {
  const firstRowOf = new Map<string, number>();
  for (const { row, body } of rows) {
    if (!body.sku) continue;
    const first = firstRowOf.get(body.sku);
    if (first !== undefined) issues.push(issue(row, 'sku', csvMessages.duplicateSkuInFile(first)));
    else firstRowOf.set(body.sku, row);
  }
  const taken = await productRepository.existingSkus(db, merchantId, [...firstRowOf.keys()]);
  for (const { row, body } of rows) {
    if (body.sku && taken.has(body.sku) && firstRowOf.get(body.sku) === row)
      issues.push(issue(row, 'sku', productMessages.skuTaken));
  }
  const skus = new Map<number, string>();
  let pending = rows.filter((r) => !r.body.sku);
  while (pending.length > 0) {
    const drawn = pending.map((r) => ({ r, sku: generateSku(r.body.name) }));
    const clash = await productRepository.existingSkus(
      db,
      merchantId,
      drawn.map((d) => d.sku),
    );
    pending = [];
    for (const { r, sku } of drawn) {
      if (clash.has(sku) || firstRowOf.has(sku)) pending.push(r);
      else {
        firstRowOf.set(sku, r.row);
        skus.set(r.row, sku);
      }
    }
  }
  return (r: ParsedRow) => r.body.sku ?? skus.get(r.row)!;
}

/**
 * POST /v1/products/import: all or nothing. Every row is checked (schema, category, images, SKUs)
 * before anything is written; any problem rejects the file with a report of { row, column, message }.
 * The products it adds count against the merchant's cap like single creates.
 */
export async function importProducts(
  db: Executor,
  merchantId: string,
  file: ReceivedFile,
  cap: RecordCap,
): Promise<number> {
  const issues: ImportIssue[] = [];
  const rows = parseRows(readCsv(file), issues);
  const skuOf = await assignSkus(db, merchantId, rows, issues);
  const ctx = await loadReferenceContext(
    db,
    merchantId,
    rows.map((r) => r.body),
  );
  const values: ProductInsert[] = rows.map((r) => {
    const rowIssues: FieldIssue[] = [];
    const insert = toInsert(merchantId, r.body, skuOf(r), ctx, rowIssues);
    for (const i of rowIssues) issues.push(issue(r.row, i.field.split('.')[0]!, i.message));
    return insert;
  });
  if (issues.length > 0) reject(issues);
  // Ids in file order keep the list order; inserting in (status, category) order makes the batches
  // take the counter rows of the count triggers in the same order as every other statement does.
  const ordered = values
    .map((v) => ({ ...v, id: newId() }))
    .sort(
      (a, b) =>
        byCodeUnits(a.status ?? 'ACTIVE', b.status ?? 'ACTIVE') || byCodeUnits(a.category, b.category),
    );
  try {
    return await db.transaction(async (tx) => {
      // The whole file or nothing: a file that would take the merchant past its cap is refused (409).
      await assertRoomFor(tx, merchantId, ordered.length, cap);
      return productRepository.insertMany(tx, ordered);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'products_merchant_sku')) throw conflict(productMessages.skuTaken);
    throw error;
  }
}
