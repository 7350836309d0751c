import type { ApiKeyView } from '@oja/contracts';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { apiKeyColumns } from './api-key-columns';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** Settings → API keys: the live keys, a create dialog, and revoke after a confirmation. */
export function ApiKeysScreen() {
  const keys = useListLoad(useApiKeys(), 'API keys');
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(`“${revoking.name}” revoked`);
        setRevoking(null);
      },
    });

  return (
    <Card>
      <CardHeader
        title="API keys"
        description="Let your own tools call the Oja API. Each key works only where its scopes allow."
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Create key
          </Button>
        }
      />
      <DataTable
        caption="API keys"
        columns={apiKeyColumns(setRevoking)}
        rows={keys.data?.results}
        getRowId={(key) => key.id}
        load={keys}
        empty={
          <EmptyState icon={KeyRound} title="No API keys yet" description="Create one to connect a tool." />
        }
      />
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Every tool using this key is refused from now on. This cannot be undone."
        confirmLabel="Revoke key"
        variant="danger"
        isLoading={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}
