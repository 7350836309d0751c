import { type ResolveAccountRequest, type UpdateBankDetailsRequest, walletMessages } from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import { findBankName } from './banks.ts';
import { accountNameMatches, namesOfMerchant } from './bank-name-match.ts';
import { bankRepository } from './bank-repository.ts';
import { providerFailure, resolveFailures } from './payment-errors.ts';
import { verifyPin } from './pin-service.ts';
import { toBankAccount, toBankVerification } from './wallet-dto.ts';
import type { WalletCaller, WalletContext } from './wallet-context.ts';
import { ownerMail, tellOwner } from './wallet-mail.ts';

/** A resolved account can be saved for this long. */
export const VERIFICATION_TTL_MS = 60 * 60 * 1000;

export const listBanks = (ctx: WalletContext) => ctx.payments.listBanks();

/**
 * POST /v1/wallet/getAccount: resolves the account holder's name at the bank (Paystack's account
 * resolution), compares it with the merchant's names and records the verification, which
 * update-bank-details then refers to.
 */
export async function resolveAccount(ctx: WalletContext, merchantId: string, body: ResolveAccountRequest) {
  const resolved = await ctx.payments
    .resolveAccount(body.accountNumber, body.accountBank)
    .catch((error: unknown) =>
      Promise.reject(providerFailure(error, resolveFailures, walletMessages.couldNotVerifyBank)),
    );
  const merchant = await bankRepository.findMerchantNames(ctx.db, merchantId);
  const merchantNames = merchant ? namesOfMerchant(merchant) : [];
  const row = await bankRepository.insertVerification(ctx.db, {
    merchantId,
    accountNumber: resolved.accountNumber,
    bankCode: resolved.bankCode,
    bankName: await findBankName(ctx, resolved.bankCode),
    accountName: resolved.accountName,
    nameMatched: accountNameMatches(resolved.accountName, merchantNames),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  return toBankVerification(row, merchantNames);
}

/**
 * POST /v1/wallet/update-bank-details: saves one of the merchant's own recent verifications as the
 * withdrawal account, after the PIN. Another merchant's verification is not found (404). An account in
 * another name is refused (422, before the PIN is checked) unless the request confirms the mismatch.
 * The owner is emailed, and withdrawals to the account are held for WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS
 * (payout-hold.ts), so a stolen password and PIN cannot redirect money unseen.
 */
export async function updateBankDetails(
  ctx: WalletContext,
  caller: WalletCaller,
  { verificationId, pin, confirmNameMismatch = false }: UpdateBankDetailsRequest,
) {
  const verification = await bankRepository.findVerification(ctx.db, caller.id, verificationId);
  if (!verification) throw new AppError('NOT_FOUND', walletMessages.verificationNotFound);
  if (verification.expiresAt <= new Date())
    throw new AppError('UNPROCESSABLE', walletMessages.verificationExpired);
  if (!verification.nameMatched && !confirmNameMismatch) {
    throw new AppError('UNPROCESSABLE', walletMessages.nameMismatchUnconfirmed, [
      { path: 'body.confirmNameMismatch', message: walletMessages.nameMismatchUnconfirmed },
    ]);
  }
  await verifyPin(ctx, caller, pin);
  const { recipientCode } = await ctx.payments
    .createTransferRecipient({
      name: verification.accountName,
      accountNumber: verification.accountNumber,
      bankCode: verification.bankCode,
      currency: 'NGN',
    })
    .catch((error: unknown) =>
      Promise.reject(providerFailure(error, resolveFailures, walletMessages.couldNotVerifyBank)),
    );
  const saved = await bankRepository.saveAccount(ctx.db, {
    merchantId: caller.id,
    accountNumber: verification.accountNumber,
    bankCode: verification.bankCode,
    bankName: verification.bankName,
    accountName: verification.accountName,
    nameMatched: verification.nameMatched,
    recipientCode,
    verificationId: verification.id,
  });
  await tellOwner(
    ctx,
    caller.email,
    ownerMail.bankChanged(saved, ctx.config.WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS),
  );
  return toBankAccount(saved);
}
