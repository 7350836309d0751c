import { z } from 'zod';
import { emailField } from './account-fields.ts';
import { multiLineText, singleLineText } from './text.ts';

/** Which public page of an order a link opens: its tracking page, the receipt of its payment, or its booking. */
export const orderLinkKind = z.enum(['tracking', 'receipt', 'booking']);

/** POST /v1/order/{id}/links: a new link; `revoke` ends every earlier link of that page first. */
export const publicLinkBody = z.object({
  page: orderLinkKind.default('tracking'),
  revoke: z.boolean().default(false),
});
export type PublicLinkBody = z.infer<typeof publicLinkBody>;

/** POST /v1/invoice/{id}/links: a new link to the invoice's pay page; `revoke` ends every earlier shared one. */
export const invoiceLinkBody = z.object({ revoke: z.boolean().default(false) });
export type InvoiceLinkBody = z.infer<typeof invoiceLinkBody>;

/** The link to share: as it is (Copy link) and in a WhatsApp message (`wa.me/?text=`). */
export const publicLink = z.object({ url: z.string().url(), whatsappUrl: z.string().url() });
export type PublicLink = z.infer<typeof publicLink>;

export const publicLinkMessages = {
  created: 'Link created',
  revoked: 'Earlier links revoked; a new link created',
  notPaid: 'A receipt exists once the order is paid',
  noBooking: 'Only a service order has a booking page',
  emailed: 'Link sent by email',
  notOurLink: 'This is not a link to one of your buyer pages',
  revokedLink: 'This link was revoked; make a new one to send',
  invoiceNotPayable: 'Only a sent invoice with something left to pay has a pay link',
} as const;

/** The longest note a merchant may add to an emailed link. */
export const LINK_NOTE_MAX = 500;

/**
 * POST /v1/public-links/email: emails one of the merchant's buyer links (any page: tracking, receipt,
 * booking, invoice pay page) as the dashboard shows it, to `email`, with an optional short note.
 */
export const linkEmailBody = z.object({
  url: singleLineText().trim().min(1, publicLinkMessages.notOurLink).max(400, publicLinkMessages.notOurLink),
  email: emailField,
  note: multiLineText()
    .trim()
    .max(LINK_NOTE_MAX, `The note must be at most ${LINK_NOTE_MAX} characters`)
    .optional(),
});
export type LinkEmailBody = z.infer<typeof linkEmailBody>;

/** Whom the link went to. */
export const linkEmailResult = z.object({ to: z.string() });
export type LinkEmailResult = z.infer<typeof linkEmailResult>;
