import { type AcceptInvitationRequest, acceptInvitationRequest } from '@oja/contracts';
import { useNavigate } from 'react-router';
import { Form } from '@/components/form/form';
import { FormPasswordField, FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/use-profile';
import { useAcceptInvitation, useInvitation } from '../api/invitation';

/** The invitation link's page: which business and role, then name and password; then the dashboard. */
export function AcceptInvitation({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const session = useSession();
  const navigate = useNavigate();
  const form = useZodForm(acceptInvitationRequest, {
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const submit = (body: AcceptInvitationRequest) =>
    accept.mutate(body, {
      onSuccess: async () => {
        // The session is new: who was signed in before (if anyone) is forgotten.
        session.forget();
        await navigate(paths.app.dashboard.getHref(), { replace: true });
      },
      onError: (error) => form.setServerErrors(error),
    });

  if (invitation.isPending) return <LoadingState />;
  if (invitation.isError) return <FormAlert>{invitation.error.message}</FormAlert>;
  const { businessName, email, role } = invitation.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        <strong>{businessName}</strong> invites <strong>{email}</strong> to join as{' '}
        <strong className="capitalize">{role}</strong>. Choose your name and password to sign in.
      </p>
      <Form form={form} onSubmit={submit}>
        <FormAlert>{accept.error?.message}</FormAlert>
        <FormTextField form={form} name="name" label="Your name" autoComplete="name" />
        <FormPasswordField form={form} name="password" label="Password" autoComplete="new-password" />
        <FormPasswordField
          form={form}
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
        />
        <Button type="submit" isLoading={accept.isPending || accept.isSuccess}>
          Join {businessName}
        </Button>
      </Form>
    </div>
  );
}
