import { z } from 'zod';

/**
 * Payment reminders: a merchant's offsets in days from an invoice's due date (-3: three days before,
 * 0: on the day, 7: a week late). Each is emailed once per unpaid issued invoice; none after it is paid
 * or cancelled.
 */
export const MAX_REMINDERS = 5;
const offsetMessage = 'Each reminder is from 60 days before the due date to 60 days after';

/** GET/PUT /v1/invoice-settings/reminders. */
export const invoiceRemindersSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  // The rules are the list's own, so a form shows their message on its one field.
  offsets: z
    .array(z.number({ error: offsetMessage }), { error: offsetMessage })
    .max(MAX_REMINDERS, `At most ${MAX_REMINDERS} reminders`)
    .refine((offsets) => offsets.every((n) => Number.isInteger(n) && n >= -60 && n <= 60), offsetMessage)
    .refine((offsets) => new Set(offsets).size === offsets.length, 'Each reminder day once')
    .transform((offsets) => [...offsets].sort((a, b) => a - b)),
});
export type InvoiceReminders = z.infer<typeof invoiceRemindersSchema>;
export const invoiceReminderMessages = {
  fetched: 'Reminder settings fetched successfully',
  updated: 'Reminder settings updated successfully',
} as const;
