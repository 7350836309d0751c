import { type InviteStaffRequest, inviteStaffRequest } from '@oja/contracts';
import { Form } from '@/components/form/form';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useInviteStaff } from '../api/invite-staff';
import { roleOptions, roleSummaries } from './role-options';

/** Email and role; the invited person gets a link valid for 7 days. */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(inviteStaffRequest, { defaultValues: { email: '', role: 'sales' } });
  const idempotency = useIdempotencyKey();
  const close = () => {
    form.reset();
    idempotency.reset();
    invite.reset();
    onOpenChange(false);
  };
  const invite = useInviteStaff({ onSuccess: close });
  const submit = (body: InviteStaffRequest) =>
    invite.mutate(
      { body, key: idempotency.keyFor(body) },
      { onError: (error) => form.setServerErrors(error) },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Invite a staff member"
      description="They get an email with a link to choose their password. The link works once, for 7 days."
    >
      <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormAlert>{invite.error?.message}</FormAlert>
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="off" />
        <FormSelectField control={form.control} name="role" label="Role" options={roleOptions} />
        <dl className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm">
          {roleSummaries.map(({ role, label, description }) => (
            <div key={role}>
              <dt className="font-medium text-slate-900">{label}</dt>
              <dd className="text-slate-600">{description}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" isLoading={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
