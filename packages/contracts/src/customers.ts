import { z } from 'zod';
import { emailField, phoneField, requiredText } from './account-fields.ts';
import { pageQuery } from './pagination.ts';
import { multiLineText, singleLineText } from './text.ts';

/** docs/product/invoices.md#customers. */
export const customerRequest = z.object({
  name: requiredText('Enter the customer name', 120),
  email: emailField,
  phone: phoneField,
});
export type CustomerRequest = z.infer<typeof customerRequest>;
export const customer = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });
/** A customer in the book's list, with the store credit refunds left them (NGN, major units; 0 for none). */
export const customerEntry = customer.extend({ storeCredit: z.number() });
export type CustomerEntry = z.infer<typeof customerEntry>;
export type Customer = z.infer<typeof customer>;
export const customerQuery = pageQuery.extend({ name: singleLineText().trim().max(120).optional() });

export const waitlistRequest = z.object({
  email: emailField,
  name: singleLineText().trim().max(120).optional(),
  businessName: singleLineText().trim().max(120).optional(),
  phone: phoneField.optional(),
});
export const waitlistEntry = z.object({ id: z.string(), email: z.string() });

export const demoRequest = z.object({
  name: requiredText('Enter your name', 120),
  email: emailField,
  phone: phoneField.optional(),
  businessName: singleLineText().trim().max(120).optional(),
  message: multiLineText().trim().max(2000).optional(),
  preferredDate: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
});
export const demoRequestReceipt = z.object({ id: z.string(), email: z.string() });
