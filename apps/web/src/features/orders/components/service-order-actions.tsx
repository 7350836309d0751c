import { type ServiceOrderStatus, serviceOrderStatusLabel, serviceOrderTransitions } from '@oja/contracts';
import { Button } from '@/components/ui/button';
import { useMoveServiceOrder } from '../api/move-service-order';

/** The status moves the rules allow from where a paid service order is, as buttons. */
export function ServiceOrderActions({ orderId, status }: { orderId: string; status: string }) {
  const move = useMoveServiceOrder(orderId);
  const next = serviceOrderTransitions[status as ServiceOrderStatus] ?? [];
  if (next.length === 0) return null;
  return (
    <div role="group" aria-label="Update status" className="flex flex-wrap gap-2">
      {next.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'PENDING' ? 'secondary' : 'primary'}
          disabled={move.isPending}
          onClick={() => move.mutate(to)}
        >
          Mark as {serviceOrderStatusLabel(to)}
        </Button>
      ))}
    </div>
  );
}
