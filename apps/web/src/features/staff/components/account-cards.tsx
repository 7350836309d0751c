import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { buttonStyles } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The owner's way to the Staff screen, on the Account page. */
export function StaffLink() {
  return (
    <Card className="mb-6">
      <CardHeader
        title="Staff"
        description="Invite your team and choose what each person may do."
        action={
          <Link to={paths.app.staff.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            <Users aria-hidden="true" className="size-4" />
            Manage staff
          </Link>
        }
      />
    </Card>
  );
}

/** A staff member's Account page: who they are, where they work, and Log out (the owner's settings are not theirs). */
export function StaffAccount({
  name,
  businessName,
  actions,
}: {
  name: string;
  businessName: string | null;
  actions: ReactNode;
}) {
  return (
    <>
      <PageHeader title="Account" description="Your session in this business." actions={actions} />
      <Card>
        <CardHeader title={name} />
        <CardContent>
          <p className="text-sm text-slate-700">
            You work in <strong>{businessName ?? 'this business'}</strong>. The owner manages the business
            settings, the bank account and the staff.
          </p>
        </CardContent>
      </Card>
    </>
  );
}
