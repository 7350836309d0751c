import { z } from 'zod';
import { emailField } from './account-fields.ts';
import { moneyInput } from './money.ts';

/**
 * Store credit a buyer holds with the merchant (refunds to store credit, decision 038) and spends on a
 * sale the merchant makes for them (decision 045): an offline sale or an invoice. Only the merchant
 * applies it — a public page never does. Amounts cross the API in major units.
 */
export const storeCreditMessages = {
  fetched: 'Store credit fetched',
  applied: 'Store credit applied',
  needsBuyerEmail: 'Enter the buyer’s email to apply their store credit',
  tooMuch: (held: string) => `The buyer holds ${held} of store credit: apply at most that`,
  moreThanDue: (due: string) => `At most ${due} is due: apply at most that`,
  notIssued: 'Issue the invoice before applying store credit to it',
} as const;

/** The amount of store credit to apply; optional on a sale. */
export const storeCreditInput = moneyInput({ label: 'Store credit', positive: true });

/** GET /v1/store-credit: the buyers who hold store credit, or with `email` that one buyer (0 when none). */
export const storeCreditQuery = z.object({ email: emailField.optional() });
export const storeCreditBalance = z.object({
  email: z.string(),
  currency: z.string(),
  /** Major units. */
  balance: z.number(),
});
export type StoreCreditBalance = z.infer<typeof storeCreditBalance>;
export const storeCreditList = z.object({ credits: z.array(storeCreditBalance) });
export type StoreCreditList = z.infer<typeof storeCreditList>;

/** POST /v1/invoice/{id}/store-credit: pays (part of) an issued invoice from its buyer's store credit. */
export const applyStoreCredit = z.object({ amount: storeCreditInput });
export type ApplyStoreCredit = z.input<typeof applyStoreCredit>;
