import type { WebhookAttempt, WebhookDelivery } from '@oja/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { useDeliveries, useRedeliver } from '../api/webhooks';

const STATUS_TONES: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

function Attempt({ attempt, index }: { attempt: WebhookAttempt; index: number }) {
  const outcome =
    attempt.responseStatus !== null ? `HTTP ${attempt.responseStatus}` : (attempt.error ?? 'Sending…');
  return (
    <li className="flex flex-col gap-1 border-t border-slate-200 pt-2 text-xs text-slate-700">
      <p className="font-medium text-slate-800">
        Attempt {index + 1} · {formatDateTime(attempt.startedAt)} · {outcome}
        {attempt.durationMs !== null ? ` · ${attempt.durationMs} ms` : ''}
      </p>
      {attempt.responseStatus !== null && attempt.error ? <p>{attempt.error}</p> : null}
      <details>
        <summary className="cursor-pointer text-slate-700">Request and response</summary>
        <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 whitespace-pre-wrap break-all">
          {Object.entries(attempt.requestHeaders)
            .map(([name, value]) => `${name}: ${value}`)
            .join('\n')}
          {'\n\n'}
          {attempt.requestBody}
        </pre>
        {attempt.responseBody ? (
          <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 whitespace-pre-wrap break-all">
            {attempt.responseBody}
          </pre>
        ) : null}
      </details>
    </li>
  );
}

/** An endpoint's newest deliveries, each with its attempts; a finished one can be sent again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, isPending, error } = useDeliveries(endpointId);
  const redeliver = useRedeliver();
  if (isPending) return <LoadingState />;
  if (error) return <FormAlert>{error.message}</FormAlert>;
  if (data.deliveries.length === 0)
    return (
      <EmptyState title="No deliveries yet" description="Events sent to this endpoint are listed here." />
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Deliveries">
      {data.deliveries.map((delivery) => (
        <li key={delivery.id} className="rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <code className="text-sm text-slate-900">{delivery.eventType}</code>
              <Badge tone={STATUS_TONES[delivery.status]}>{delivery.status}</Badge>
              <span className="text-xs text-slate-600">{formatDateTime(delivery.createdAt)}</span>
            </div>
            {delivery.status === 'pending' ? null : (
              <Button
                size="sm"
                variant="secondary"
                isLoading={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
                onClick={() => redeliver.mutate({ id: endpointId, deliveryId: delivery.id })}
              >
                Redeliver
              </Button>
            )}
          </div>
          <p className="mt-1 text-xs break-all text-slate-600">Event {delivery.eventId}</p>
          <ol className="mt-2 flex flex-col gap-2">
            {delivery.attempts.map((attempt, index) => (
              <Attempt key={attempt.id} attempt={attempt} index={index} />
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
