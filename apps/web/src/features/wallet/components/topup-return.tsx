import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useTopup } from '../api/get-topup';
import { walletKeys } from '../api/wallet-keys';

/**
 * Back from the checkout (/wallet?trxref=&reference=): follows the top-up until the provider's webhook
 * settles it, then refreshes the balances and drops the reference from the URL.
 */
export function TopupReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const reference = searchParams.get('reference');
  const topup = useTopup(reference);
  const queryClient = useQueryClient();
  const status = topup.data?.status;

  useEffect(() => {
    if (!topup.data || status === 'pending') return;
    // Balances fetched while the top-up was being settled may be stale, and a first fetch still in flight
    // would be shared rather than repeated: cancel it, then fetch again.
    const refresh = (queryKey: readonly unknown[]) =>
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
    refresh(walletKeys.overview());
    refresh(walletKeys.transactions());
    if (status === 'success')
      toast.success(`Top-up of ${formatMoney(topup.data.amount, topup.data.currency)} received`);
    else toast.error('The top-up was not completed');
    setSearchParams({}, { replace: true });
  }, [status, topup.data, queryClient, setSearchParams]);

  if (!reference || (status && status !== 'pending')) return null;
  return (
    <p role="status" className="mb-4 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900">
      Confirming your payment…
    </p>
  );
}
