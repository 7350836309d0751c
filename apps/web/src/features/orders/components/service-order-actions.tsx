import { type ServiceOrderStatus, serviceOrderStatusLabel, serviceOrderTransitions } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMoveServiceOrder } from '../api/move-service-order';

/** Moves that cannot be taken back: they are confirmed first. */
export const IRREVERSIBLE_STATUSES: ReadonlySet<string> = new Set(['DELIVERED', 'CANCELLED']);

/** The status moves the rules allow from where a paid service order is, as buttons. */
export function ServiceOrderActions({ orderId, status }: { orderId: string; status: string }) {
  const move = useMoveServiceOrder(orderId);
  const [confirming, setConfirming] = useState<ServiceOrderStatus | null>(null);
  const next = serviceOrderTransitions[status as ServiceOrderStatus] ?? [];
  if (next.length === 0) return null;
  const label = confirming ? serviceOrderStatusLabel(confirming) : '';
  return (
    <div role="group" aria-label="Update status" className="flex flex-wrap gap-2">
      {next.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'PENDING' ? 'secondary' : 'primary'}
          disabled={move.isPending}
          onClick={() => (IRREVERSIBLE_STATUSES.has(to) ? setConfirming(to) : move.mutate(to))}
        >
          Mark as {serviceOrderStatusLabel(to)}
        </Button>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Mark this order as ${label}?`}
        description={`An order marked as ${label} cannot be moved back. The buyer's booking is closed.`}
        confirmLabel={`Mark as ${label}`}
        isLoading={move.isPending}
        onConfirm={() => move.mutate(confirming!, { onSettled: () => setConfirming(null) })}
      />
    </div>
  );
}
