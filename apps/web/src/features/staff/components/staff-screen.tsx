import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { useStaff } from '../api/get-staff';
import { InvitationList } from './invitation-list';
import { InviteDialog } from './invite-dialog';
import { MemberList } from './member-list';

/** The owner's team: members with their roles, pending invitations, and Invite. */
export function StaffScreen() {
  const staff = useStaff();
  const [inviting, setInviting] = useState(false);
  const invite = (
    <Button onClick={() => setInviting(true)}>
      <UserPlus aria-hidden="true" className="size-4" />
      Invite staff
    </Button>
  );
  if (staff.isPending) return <LoadingState />;
  if (staff.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{staff.error.message}</FormAlert>
        <Button variant="secondary" onClick={() => void staff.refetch()} isLoading={staff.isFetching}>
          Try again
        </Button>
      </div>
    );
  const { members, invitations } = staff.data;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader
          title="Team"
          description="Who works in your business and what each may do."
          action={invite}
        />
        <CardContent>
          {members.length ? (
            <MemberList members={members} />
          ) : (
            <EmptyState
              icon={Users}
              title="No staff yet"
              description="Invite the people who help you run the shop: they sign in with their own email and password."
            />
          )}
        </CardContent>
      </Card>
      {invitations.length ? (
        <Card>
          <CardHeader title="Pending invitations" />
          <CardContent>
            <InvitationList invitations={invitations} />
          </CardContent>
        </Card>
      ) : null}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}
