import { moneyAmount, walletMessages } from '@oja/contracts';
import type { z } from 'zod';
import { currencyDecimals, moneyTextToMajor } from '@/components/money-input/money-text';

/**
 * Reads the amount a money field shows (its text) in `currency`, with the contracts' money rules.
 * A refused amount is an issue on `path` of the form, and the result undefined.
 */
export const readAmount = (
  text: string,
  currency: string,
  ctx: z.RefinementCtx,
  path = ['amount'],
): number | undefined => {
  const checked = moneyAmount.safeParse(moneyTextToMajor(text, currencyDecimals(currency)));
  if (checked.success) return checked.data;
  ctx.addIssue({
    code: 'custom',
    path,
    message: checked.error.issues[0]?.message ?? walletMessages.amountRequired,
  });
  return undefined;
};

/** Wallet forms keep a message until the next submit, as the merchant last saw it. */
export const walletFormOptions = { reValidateMode: 'onSubmit' } as const;
