import {
  envelope,
  errorEnvelope,
  invoiceReminderMessages,
  type InvoiceReminders,
  invoiceRemindersSchema,
} from '@oja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { invoiceSettings } from '../../db/schema/index.ts';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

async function remindersOf(db: Executor, merchantId: string): Promise<InvoiceReminders> {
  const [row] = await db
    .select({ enabled: invoiceSettings.remindersEnabled, offsets: invoiceSettings.reminderOffsets })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.merchantId, merchantId));
  return row ?? { enabled: false, offsets: [-3, 0, 7] };
}

async function saveReminders(db: Executor, merchantId: string, body: InvoiceReminders) {
  const values = { remindersEnabled: body.enabled, reminderOffsets: body.offsets };
  await db
    .insert(invoiceSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.merchantId, set: values });
  return remindersOf(db, merchantId);
}

/**
 * GET/PUT /v1/invoice-settings/reminders: whether unpaid invoices get payment reminders, and on which days
 * from the due date. PUT replaces the setting whole, so repeating it changes nothing more: no Idempotency-Key.
 */
export async function invoiceReminderRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);
  const tags = ['invoices'];
  const response = { 200: envelope(invoiceRemindersSchema), 400: errorEnvelope };
  r.get(
    '/v1/invoice-settings/reminders',
    { config: { permission: 'invoices.read' }, schema: { tags, response } },
    async (request) => ok(await remindersOf(app.db, request.user.id), invoiceReminderMessages.fetched),
  );
  r.put(
    '/v1/invoice-settings/reminders',
    { config: { permission: 'invoices.write' }, schema: { tags, body: invoiceRemindersSchema, response } },
    async (request) =>
      ok(await saveReminders(app.db, request.user.id, request.body), invoiceReminderMessages.updated),
  );
}
