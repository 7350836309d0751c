import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** A service that could not be loaded: the failure's message and a way back to the list. */
export function LoadFailed({ message }: { message: string }) {
  return (
    <Card>
      <EmptyState
        icon={CircleAlert}
        title="We could not load this service"
        description={message}
        action={
          <Link to={paths.app.services.list.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            Back to services
          </Link>
        }
      />
    </Card>
  );
}
