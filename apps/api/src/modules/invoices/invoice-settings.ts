import {
  bpToRate,
  envelope,
  errorEnvelope,
  type InvoiceSettings,
  invoiceSettingsMessages,
  invoiceSettingsSchema,
  rateToBp,
} from '@oja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { invoiceSettings } from '../../db/schema/index.ts';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/** The merchant's VAT rate in basis points: the saved one, else the column's default (7.5 %). */
export async function vatRateBpOf(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ vatRateBp: invoiceSettings.vatRateBp })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.merchantId, merchantId));
  return row?.vatRateBp ?? 750;
}

async function saveSettings(db: Executor, merchantId: string, body: InvoiceSettings) {
  const vatRateBp = rateToBp(body.vatRate);
  await db
    .insert(invoiceSettings)
    .values({ merchantId, vatRateBp })
    .onConflictDoUpdate({ target: invoiceSettings.merchantId, set: { vatRateBp } });
  return { vatRate: bpToRate(vatRateBp) };
}

/**
 * GET/PUT /v1/invoice-settings: the merchant's VAT rate for new invoices (invoices keep the rate they were
 * made with). PUT replaces the settings whole, so repeating it changes nothing more: no Idempotency-Key.
 */
export async function invoiceSettingsRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);
  const tags = ['invoices'];
  const response = { 200: envelope(invoiceSettingsSchema), 400: errorEnvelope };
  r.get(
    '/v1/invoice-settings',
    { config: { permission: 'invoices.read' }, schema: { tags, response } },
    async (request) =>
      ok({ vatRate: bpToRate(await vatRateBpOf(app.db, request.user.id)) }, invoiceSettingsMessages.fetched),
  );
  r.put(
    '/v1/invoice-settings',
    { config: { permission: 'invoices.write' }, schema: { tags, body: invoiceSettingsSchema, response } },
    async (request) =>
      ok(await saveSettings(app.db, request.user.id, request.body), invoiceSettingsMessages.updated),
  );
}
