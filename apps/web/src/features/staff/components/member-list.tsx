import type { StaffMember, StaffRole } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { useChangeRole, useRemoveMember } from '../api/staff-actions';
import { roleOptions } from './role-options';

/** The members, each with a role picker (applies at once) and Remove (asks first: their sessions end). */
export function MemberList({ members }: { members: StaffMember[] }) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-end gap-3 py-3">
            <div className="min-w-0 flex-1 basis-48">
              <p className="truncate font-medium text-slate-900">{member.name}</p>
              <p className="truncate text-sm text-slate-600">{member.email}</p>
            </div>
            <SelectField
              label={`Role of ${member.name}`}
              className="w-36"
              options={roleOptions}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                changeRole.mutate({ id: member.id, role: event.target.value as StaffRole })
              }
            />
            <Button variant="secondary" onClick={() => setLeaving(member)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? null : setLeaving(null))}
        title={`Remove ${leaving?.name ?? 'this member'}?`}
        description="They are signed out everywhere at once and can no longer sign in to your business."
        confirmLabel="Remove"
        variant="danger"
        isLoading={remove.isPending}
        onConfirm={() => leaving && remove.mutate(leaving.id, { onSuccess: () => setLeaving(null) })}
      />
    </>
  );
}
