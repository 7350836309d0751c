import { type WalletBalance, type WalletCurrency, walletCurrencies } from '@oja/contracts';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { currencyDisplay, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCreateWallet } from '../api/create-wallet';

/** NGN first, then the order the API lists its currencies in. */
export const sortWallets = (wallets: readonly WalletBalance[]) =>
  [...wallets].sort((a, b) => walletCurrencies.indexOf(a.currency) - walletCurrencies.indexOf(b.currency));

/**
 * One currency: the available balance (the money the merchant can withdraw) and the pending money
 * (buyers' payments held in escrow until their orders are delivered).
 */
export function BalanceCard({ wallet }: { wallet: WalletBalance }) {
  const display = currencyDisplay(wallet.currency);
  return (
    <article
      aria-label={`${display.code} wallet`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm first:border-brand-800 first:bg-brand-800 first:text-white"
    >
      <p className="text-sm font-medium opacity-90">
        {display.name ? `${display.name} (${display.code})` : display.code}
      </p>
      <p className="mt-2 text-xs font-medium tracking-wide uppercase opacity-80">Available</p>
      <p
        className="text-2xl font-semibold tracking-tight tabular-nums"
        data-testid={`balance-${display.code}`}
      >
        {formatMoney(wallet.balance, wallet.currency)}
      </p>
      <p className="mt-2 text-xs opacity-80">
        Pending (in escrow):{' '}
        <span className="font-medium tabular-nums" data-testid={`pending-${display.code}`}>
          {formatMoney(wallet.escrowBalance, wallet.currency)}
        </span>
      </p>
    </article>
  );
}

/** Balances per currency, and a button to open the wallet of each currency not opened yet. */
export function BalanceCards({ wallets }: { wallets: readonly WalletBalance[] }) {
  const createWallet = useCreateWallet();
  const missing = walletCurrencies.filter((code) => !wallets.some((w) => w.currency === code));
  const open = (currency: WalletCurrency) =>
    createWallet.mutate(currency, { onSuccess: () => toast.success(`${currency} wallet created`) });
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {sortWallets(wallets).map((wallet) => (
          <BalanceCard key={wallet.currency} wallet={wallet} />
        ))}
      </div>
      {missing.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">Open a wallet in</span>
          {missing.map((code) => (
            <Button
              key={code}
              variant="secondary"
              size="sm"
              isLoading={createWallet.isPending && createWallet.variables === code}
              onClick={() => open(code)}
            >
              <Plus aria-hidden="true" className="size-4" />
              {code}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
