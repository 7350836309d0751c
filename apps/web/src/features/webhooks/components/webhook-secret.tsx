import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRotateSecret } from '../api/webhooks';

/** The endpoint's signing secret: hidden until revealed; rotating asks first (the old one stops at once). */
export function WebhookSecret({ id, secret }: { id: string; secret: string }) {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateSecret();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">Signing secret</p>
      <code
        className="rounded bg-slate-100 px-2 py-1 text-xs break-all text-slate-800"
        aria-label="Signing secret"
      >
        {shown ? secret : 'whsec_••••••••••••••••'}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setShown(!shown)}>
          {shown ? 'Hide secret' : 'Reveal secret'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          Rotate secret
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the signing secret?"
        description="Events sent from now on are signed with a new secret. Your receiver must use the new one at once, or it will refuse them."
        confirmLabel="Rotate secret"
        variant="danger"
        isLoading={rotate.isPending}
        onConfirm={() => rotate.mutate(id, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}
