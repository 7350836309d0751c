import type { WalletContext } from './wallet-context.ts';

/** The bank's display name from the provider's list (the code itself if the list lacks it). */
export async function findBankName(ctx: WalletContext, code: string): Promise<string> {
  const banks = await ctx.payments.listBanks();
  return banks.find((bank) => bank.code === code)?.name ?? code;
}
