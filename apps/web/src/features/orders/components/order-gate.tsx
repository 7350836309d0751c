import type { OrderDetail } from '@oja/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useOrder } from '../api/get-order';
import { useLiveOrders } from '../api/use-live-orders';
import { OrdersLoadFailed } from './orders-load-failed';

/** The Back button above an order (back to the list it was opened from). */
export function OrderBackButton({ onBack }: { onBack: () => void }) {
  return (
    <div>
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>
    </div>
  );
}

interface OrderGateProps {
  orderId: string;
  onBack: () => void;
  children: (detail: OrderDetail) => ReactNode;
}

/**
 * An order's detail, live over 'order.updated': 'Please wait...' while it loads, docs/product/messages.md#failed-list-loads's failure
 * (with Back and Try again), then the order.
 */
export function OrderGate({ orderId, onBack, children }: OrderGateProps) {
  useLiveOrders();
  const detail = useOrder(orderId);
  if (detail.isPending) return <LoadingState />;
  if (!detail.isError) return children(detail.data);
  return (
    <div className="flex flex-col gap-4">
      <OrderBackButton onBack={onBack} />
      <OrdersLoadFailed message={detail.error.message} onRetry={() => void detail.refetch()} />
    </div>
  );
}
