import { type BankVerification, PIN_LENGTH, walletMessages } from '@oja/contracts';
import { z } from 'zod';
import { NAME_MISMATCH_CONFIRM_REQUIRED } from './bank-name-check';

/**
 * Saving a verified account: the PIN, and, when the bank's account name differs from the merchant's,
 * the merchant's confirmation that it is theirs. Both messages show at once.
 */
export const saveAccountFormFor = (verification: BankVerification | null) =>
  z.object({ pin: z.string(), confirmed: z.boolean() }).superRefine(({ pin, confirmed }, ctx) => {
    if (verification && !verification.nameMatched && !confirmed)
      ctx.addIssue({ code: 'custom', path: ['confirmed'], message: NAME_MISMATCH_CONFIRM_REQUIRED });
    if (pin.length !== PIN_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['pin'], message: walletMessages.pinFormat });
  });
