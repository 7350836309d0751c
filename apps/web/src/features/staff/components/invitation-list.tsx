import type { StaffInvitation } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatLongDate } from '@/lib/dates';
import { useResendInvitation, useRevokeInvitation } from '../api/staff-actions';

/** Invitations not yet accepted: Resend (a new link, 7 more days) and Revoke (asks first). */
export function InvitationList({ invitations }: { invitations: StaffInvitation[] }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [withdrawn, setWithdrawn] = useState<StaffInvitation | null>(null);
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {invitations.map((invitation) => {
          const expired = new Date(invitation.expiresAt) <= new Date();
          return (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="truncate font-medium text-slate-900">{invitation.email}</p>
                <p className="text-sm text-slate-600">
                  <span className="capitalize">{invitation.role}</span> ·{' '}
                  {expired ? 'Expired' : `Expires ${formatLongDate(invitation.expiresAt)}`}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                isLoading={resend.isPending && resend.variables === invitation.id}
                onClick={() => resend.mutate(invitation.id)}
              >
                Resend
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setWithdrawn(invitation)}>
                Revoke
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={withdrawn !== null}
        onOpenChange={(open) => (open ? null : setWithdrawn(null))}
        title="Revoke this invitation?"
        description={`The link sent to ${withdrawn?.email ?? 'them'} stops working. You can invite them again later.`}
        confirmLabel="Revoke"
        variant="danger"
        isLoading={revoke.isPending}
        onConfirm={() => withdrawn && revoke.mutate(withdrawn.id, { onSuccess: () => setWithdrawn(null) })}
      />
    </>
  );
}
