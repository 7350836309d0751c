import { z } from 'zod';

/** Which public page of an order a link opens: its tracking page, the receipt of its payment, or its booking. */
export const orderLinkKind = z.enum(['tracking', 'receipt', 'booking']);

/** POST /v1/order/{id}/links: a new link; `revoke` ends every earlier link of that page first. */
export const publicLinkBody = z.object({
  page: orderLinkKind.default('tracking'),
  revoke: z.boolean().default(false),
});
export type PublicLinkBody = z.infer<typeof publicLinkBody>;

/** The link to share: as it is (Copy link) and in a WhatsApp message (`wa.me/?text=`). */
export const publicLink = z.object({ url: z.string().url(), whatsappUrl: z.string().url() });
export type PublicLink = z.infer<typeof publicLink>;

export const publicLinkMessages = {
  created: 'Link created',
  revoked: 'Earlier links revoked; a new link created',
  notPaid: 'A receipt exists once the order is paid',
  noBooking: 'Only a service order has a booking page',
} as const;
