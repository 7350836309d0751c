import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { useWebhooks } from '../api/webhooks';
import { AddWebhookDialog } from './add-webhook-dialog';
import { WebhookCard } from './webhook-card';

/** The business's webhook endpoints with the button that adds one. */
export function WebhookList() {
  const { data, isPending, error } = useWebhooks();
  const [adding, setAdding] = useState(false);
  const addButton = <Button onClick={() => setAdding(true)}>Add endpoint</Button>;
  return (
    <div className="flex flex-col gap-6">
      {isPending ? <LoadingState /> : null}
      {error ? <FormAlert>{error.message}</FormAlert> : null}
      {data && data.endpoints.length === 0 ? (
        <Card>
          <EmptyState
            icon={Webhook}
            title="No webhook endpoints yet"
            description="Add one to have Oja tell your own systems about orders, payments and more as they happen."
            action={addButton}
          />
        </Card>
      ) : null}
      {data && data.endpoints.length > 0 ? (
        <>
          <div>{addButton}</div>
          {data.endpoints.map((endpoint) => (
            <WebhookCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </>
      ) : null}
      <AddWebhookDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
