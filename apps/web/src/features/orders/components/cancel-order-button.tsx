import { type Order } from '@oja/contracts';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';
import { canCancel } from './order-rules';

/** 'Cancel order', asked once more in a dialog: the buyer is refunded and the stock restored. */
export function CancelOrderButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.id, () => setOpen(false));
  if (!canCancel(order)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" className="size-4" />
        Cancel order
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel order ${order.orderReference}?`}
        description={`The buyer's payment of ${formatMoney(order.totalPrice, order.currency)} is refunded from escrow and the items go back into stock. This cannot be undone.`}
        confirmLabel="Cancel and refund"
        variant="danger"
        isLoading={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
