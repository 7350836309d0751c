import { z } from 'zod';
import { moneyInput, toMinor } from './money.ts';

/**
 * The deposit a merchant asks first, on an invoice or a payment-link order: a whole percentage of the
 * total, or a fixed amount in major units like every other money field.
 */
export const depositMessages = {
  percent: 'The deposit percentage must be a whole number from 1 to 100',
  kind: 'The deposit kind must be percent or fixed',
} as const;

export const depositInput = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percent'),
      value: z
        .number({ error: depositMessages.percent })
        .int(depositMessages.percent)
        .min(1, depositMessages.percent)
        .max(100, depositMessages.percent),
    }),
    z.object({ kind: z.literal('fixed'), value: moneyInput({ label: 'Deposit', positive: true }) }),
  ],
  { error: depositMessages.kind },
);
export type DepositInput = z.infer<typeof depositInput>;

/**
 * The deposit in minor units of a total in minor units. A percentage is rounded half up to the kobo:
 * floor((total × percent + 50) / 100), in integers, so 10 % of ₦0.05 is ₦0.01 and never a fraction.
 * Whether it may reach the total is the caller's rule (an invoice: yes; an order: it must leave a balance).
 */
export function depositMinor(deposit: DepositInput, totalMinor: number): number {
  return deposit.kind === 'percent'
    ? Math.floor((totalMinor * deposit.value + 50) / 100)
    : toMinor(deposit.value);
}
