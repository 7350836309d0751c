import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvoicePaymentStatus, InvoiceStatus } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { saveVersioned } from '../../lib/record-version.ts';
import {
  customers,
  invoiceCounters,
  invoiceLines,
  invoices,
  products,
  publicLinks,
  users,
} from '../../db/schema/index.ts';
import { findOne, insertOne, pageOf } from '../../lib/db/rows.ts';
import { newestFirst } from '../../lib/db/newest-first.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;
export type LineRow = typeof invoiceLines.$inferSelect;
export type NewLine = Omit<typeof invoiceLines.$inferInsert, 'merchantId' | 'invoiceId' | 'position'>;

export interface InvoiceFilters {
  status?: InvoiceStatus;
  paymentStatus?: InvoicePaymentStatus;
  /** Inclusive bounds on the billing date (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /**
   * Part of the buyer's name, matched case-insensitively (trigram index), or an invoice number as
   * shown ('INV-0012') or typed ('inv 12', '#12', '0012', '12').
   */
  name?: string;
}

/** The invoice number a search text names, if it names one. */
export function invoiceNumberOf(text: string): number | undefined {
  const match = /^(?:inv)?[\s#-]*0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const byId = (merchantId: string, id: string) =>
  and(eq(invoices.merchantId, merchantId), eq(invoices.id, id));
/** Newest first, spelled as the indexes are, so a page is read in index order. */
const byNewest = newestFirst(invoices.createdAt, invoices.id);

function whereOf(merchantId: string, f: InvoiceFilters): SQL {
  const conditions: SQL[] = [eq(invoices.merchantId, merchantId)];
  if (f.status) conditions.push(eq(invoices.status, f.status));
  if (f.paymentStatus) conditions.push(eq(invoices.paymentStatus, f.paymentStatus));
  if (f.from) conditions.push(gte(invoices.billingDate, f.from));
  if (f.to) conditions.push(lte(invoices.billingDate, f.to));
  if (f.name) {
    const byName = ilike(invoices.fullname, `%${escapeLike(f.name)}%`);
    const number = invoiceNumberOf(f.name);
    conditions.push(number === undefined ? byName : or(byName, eq(invoices.invoiceNumber, number))!);
  }
  return and(...conditions)!;
}

export const invoiceRepository = {
  /**
   * The merchant's next invoice number. The upsert takes the counter row's lock until the transaction
   * ends, so concurrent creates queue here, and a rolled-back create gives its number back.
   */
  async nextNumber(tx: Executor, merchantId: string): Promise<number> {
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ merchantId, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.merchantId,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    return row!.lastNumber;
  },

  insert: (tx: Executor, values: InvoiceInsert) => insertOne(tx, invoices, values),

  /**
   * Every write of an invoice raises its version; with `version` (an edit's If-Match) only while it is
   * still that one (decision 019). Callers hold the row's lock, so the row is there.
   */
  async update(
    tx: Executor,
    merchantId: string,
    id: string,
    values: Partial<InvoiceInsert>,
    version?: number,
  ): Promise<InvoiceRow> {
    return (await saveVersioned(tx, invoices, byId(merchantId, id), values, version))!;
  },

  find: (db: Executor, merchantId: string, id: string, forUpdate = false) =>
    findOne(db, invoices, byId(merchantId, id), forUpdate),

  /**
   * The invoice behind a payment link: the one its last send emailed, or a live one the merchant shared
   * from the dashboard (public_links, kind `invoice`). The only lookup not scoped by merchant (the token is
   * the capability).
   */
  async findByTokenHash(db: Executor, tokenHash: string): Promise<InvoiceRow | undefined> {
    const [row] = await db.select().from(invoices).where(eq(invoices.payTokenHash, tokenHash)).limit(1);
    if (row) return row;
    const [shared] = await db
      .select({ invoice: invoices })
      .from(publicLinks)
      .innerJoin(
        invoices,
        and(eq(invoices.merchantId, publicLinks.merchantId), eq(invoices.id, publicLinks.objectId)),
      )
      .where(
        and(
          eq(publicLinks.tokenHash, tokenHash),
          eq(publicLinks.kind, 'invoice'),
          isNull(publicLinks.revokedAt),
        ),
      )
      .limit(1);
    return shared?.invoice;
  },

  async page(db: Executor, merchantId: string, filters: InvoiceFilters, limit: number, offset: number) {
    const where = whereOf(merchantId, filters);
    return pageOf(db, invoices, { where, orderBy: byNewest, limit, offset });
  },

  async replaceLines(tx: Executor, merchantId: string, invoiceId: string, lines: NewLine[]): Promise<void> {
    await tx
      .delete(invoiceLines)
      .where(and(eq(invoiceLines.merchantId, merchantId), eq(invoiceLines.invoiceId, invoiceId)));
    await tx
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ ...line, merchantId, invoiceId, position })));
  },

  /** The lines of several invoices, by invoice id, in their order. */
  async linesOf(db: Executor, merchantId: string, invoiceIds: string[]): Promise<Map<string, LineRow[]>> {
    const byInvoice = new Map<string, LineRow[]>(invoiceIds.map((id) => [id, []]));
    if (invoiceIds.length === 0) return byInvoice;
    const rows = await db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.merchantId, merchantId), inArray(invoiceLines.invoiceId, invoiceIds)))
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
    for (const row of rows) byInvoice.get(row.invoiceId)?.push(row);
    return byInvoice;
  },

  /** The merchant's own products among `ids` (another merchant's are simply not found). */
  async productsOf(db: Executor, merchantId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: products.id, name: products.name, priceMinor: products.priceMinor })
      .from(products)
      .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids)));
  },

  async customerExists(db: Executor, merchantId: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.merchantId, merchantId), eq(customers.id, id)));
    return row !== undefined;
  },

  /** The name the buyer knows the merchant by: the business name, else the merchant's own name. */
  async merchantName(db: Executor, merchantId: string): Promise<string> {
    const [row] = await db
      .select({
        businessName: users.businessName,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(eq(users.id, merchantId));
    if (!row) return '';
    return row.businessName?.trim() || `${row.firstName} ${row.lastName}`.trim() || row.email;
  },
};
