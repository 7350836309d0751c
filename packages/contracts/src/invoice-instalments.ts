import { z } from 'zod';

/**
 * Invoices paid over time: an optional deposit due first, then instalments of any amount up to what is
 * left. Amounts on the buyer's pay call are integer minor units (kobo); the deposit of a request is either a
 * whole percentage of the total or a fixed amount in major units, like every other money field.
 */
export const instalmentMessages = {
  depositTooLarge: 'The deposit must not be more than the invoice total',
  amountWhole: 'The amount must be a whole number of kobo',
  amountForm: 'Enter the amount to pay, like 1500 or 1500.50',
  amountPositive: 'The amount must be greater than 0',
  amountTooLarge: (left: string) => `You can pay at most ${left}, what is left on this invoice`,
  depositFirst: (due: string) => `The deposit of ${due} is due first: pay at least that much`,
  partlyPaidCannotCancel: 'An invoice with payments cannot be cancelled',
} as const;

/** POST /v1/pay/invoice/{payToken}: the amount to pay now; without it, the deposit due or else all that is left. */
export const invoicePayRequest = z
  .object({
    amountMinor: z
      .number({ error: instalmentMessages.amountWhole })
      .int(instalmentMessages.amountWhole)
      .positive(instalmentMessages.amountPositive)
      .max(Number.MAX_SAFE_INTEGER, instalmentMessages.amountWhole)
      .optional(),
  })
  .strict();
export type InvoicePayRequest = z.infer<typeof invoicePayRequest>;

/** How much of an invoice is paid and left, in major units, on both the merchant's and the buyer's views. */
export const instalmentFields = {
  depositAmount: z.number(),
  amountPaid: z.number(),
  amountLeft: z.number(),
  /** What the buyer must pay at least now: the rest of the deposit, or 0 once it is paid. */
  depositDue: z.number(),
};
