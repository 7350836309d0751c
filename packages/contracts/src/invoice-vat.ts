import { z } from 'zod';
import { decimalPlaces } from './money.ts';

/**
 * VAT on invoices: a per-merchant rate (7.5 %, Nigeria's standard rate, unless the merchant changes it),
 * kept in basis points (750 = 7.5 %). An invoice with VAT stores the rate it was made with and the VAT in
 * kobo; its total is the lines' amount plus the VAT.
 */
export const DEFAULT_VAT_RATE = 7.5;

/**
 * The VAT in minor units of `amountMinor` at `rateBp` basis points, rounded half up to the kobo:
 * floor((amount × rate + 5000) / 10000), in exact integers (BigInt: the product may pass 2^53).
 */
export function vatMinorOf(amountMinor: number, rateBp: number): number {
  return Number((BigInt(amountMinor) * BigInt(rateBp) + 5000n) / 10000n);
}

/** A percentage (7.5) to basis points (750), and back. */
export const rateToBp = (percent: number) => Math.round(percent * 100);
export const bpToRate = (bp: number) => bp / 100;

const vatRateMessage = 'The VAT rate must be a percentage from 0 to 100 with at most 2 decimals';

/** GET/PUT /v1/invoice-settings. */
export const invoiceSettingsSchema = z.object({
  vatRate: z
    .number({ error: vatRateMessage })
    .min(0, vatRateMessage)
    .max(100, vatRateMessage)
    .refine((n) => decimalPlaces(n) <= 2, vatRateMessage),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
export const invoiceSettingsMessages = {
  fetched: 'Invoice settings fetched successfully',
  updated: 'Invoice settings updated successfully',
} as const;

/** The VAT fields of the merchant's and the buyer's views: the rate (percent, 0 when none) and amount. */
export const vatFields = { vatRate: z.number(), vatAmount: z.number() };
