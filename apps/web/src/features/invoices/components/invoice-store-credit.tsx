import type { Invoice } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useStoreCredit } from '@/hooks/use-store-credit';
import { formatMoney } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useApplyInvoiceCredit } from '../api/invoice-refunds';

/**
 * "Store credit available: ₦…, apply" on an issued invoice with something left to pay, when its buyer
 * holds credit: applies as much of it as is due, after a confirmation.
 */
export function InvoiceStoreCredit({ invoice }: { invoice: Invoice }) {
  const payable = invoice.status === 'ISSUED' && invoice.amountLeft > 0;
  const credit = useStoreCredit(payable ? invoice.email : undefined);
  const apply = useApplyInvoiceCredit(invoice.id);
  const idempotency = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const held = credit.data ?? 0;
  if (!payable || held <= 0) return null;
  const amount = Math.min(held, invoice.amountLeft);
  const money = (n: number) => formatMoney(n, invoice.currency);
  const close = () => {
    setConfirming(false);
    idempotency.reset();
  };
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 print:hidden">
      <span>Store credit available: {money(held)}</span>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Apply {money(amount)}
      </Button>
      {error ? (
        <span role="alert" className="text-red-800">
          {error}
        </span>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={(open) => (open ? setConfirming(true) : close())}
        title={`Apply ${money(amount)} of store credit?`}
        description={`${money(amount)} of ${invoice.fullname}’s store credit pays this invoice. This cannot be undone.`}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Back
            </Button>
            <Button
              isLoading={apply.isPending}
              onClick={() =>
                apply.mutate(
                  { amount, idempotencyKey: idempotency.keyFor({ amount }) },
                  {
                    onSuccess: () => {
                      setError(null);
                      close();
                    },
                    onError: (e) => {
                      setError(e.message);
                      close();
                    },
                  },
                )
              }
            >
              Apply {money(amount)}
            </Button>
          </>
        }
      />
    </div>
  );
}
