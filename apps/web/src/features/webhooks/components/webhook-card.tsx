import type { WebhookEndpoint } from '@oja/contracts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useDeleteWebhook, useSendTestEvent, useUpdateWebhook } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { WebhookSecret } from './webhook-secret';

/** One endpoint: its events, secret, on/off, test event, delete (asked first) and its delivery log. */
export function WebhookCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [deleting, setDeleting] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  return (
    <Card>
      <CardHeader
        title={<span className="break-all">{endpoint.url}</span>}
        description={endpoint.description || undefined}
        action={
          <Badge tone={endpoint.enabled ? 'success' : 'neutral'}>{endpoint.enabled ? 'On' : 'Off'}</Badge>
        }
      />
      <CardContent className="flex flex-col gap-4">
        {endpoint.disabledReason ? (
          <FormAlert>{endpoint.disabledReason}. Fix the endpoint, then turn it on.</FormAlert>
        ) : null}
        <div className="text-sm text-slate-700">
          <p id={`events-${endpoint.id}`}>Events:</p>
          {/* One item each, so a phone wraps the list between events. */}
          <ul aria-labelledby={`events-${endpoint.id}`} className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {endpoint.events.map((event) => (
              <li key={event}>
                <code className="text-xs">{event}</code>
              </li>
            ))}
          </ul>
        </div>
        <WebhookSecret id={endpoint.id} secret={endpoint.secret} />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            isLoading={update.isPending}
            onClick={() => update.mutate({ id: endpoint.id, change: { enabled: !endpoint.enabled } })}
          >
            {endpoint.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isLoading={test.isPending}
            disabled={!endpoint.enabled}
            onClick={() => test.mutate(endpoint.id)}
          >
            Send test event
          </Button>
          <Button size="sm" variant="secondary" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {showLog ? 'Hide delivery log' : 'Show delivery log'}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
        {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
      </CardContent>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this endpoint?"
        description="It stops receiving events at once, and its delivery log is deleted with it."
        confirmLabel="Delete endpoint"
        variant="danger"
        isLoading={remove.isPending}
        onConfirm={() => remove.mutate(endpoint.id, { onSuccess: () => setDeleting(false) })}
      />
    </Card>
  );
}
