import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { FormAlert } from '@/components/ui/form-alert';
import { AcceptInvitation } from '@/features/staff/components/accept-invitation';

/** The staff invitation page: /join?token=… from the invitation email. */
export function JoinRoute() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthLayout title="Join the team" description="You have been invited to work in a business on Oja.">
      {token ? (
        <AcceptInvitation token={token} />
      ) : (
        <FormAlert>This page needs the link from your invitation email.</FormAlert>
      )}
    </AuthLayout>
  );
}
