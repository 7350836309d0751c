import { Link2, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The orders the merchant makes: a payment link for a buyer, or a sale paid in person. */
export function NewOrderLinks() {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link
        to={paths.app.sales.offline.getHref()}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <Store aria-hidden="true" className="size-4" />
        Record sale
      </Link>
      <Link to={paths.app.sales.paymentLink.getHref()} className={buttonStyles({ size: 'sm' })}>
        <Link2 aria-hidden="true" className="size-4" />
        New order
      </Link>
    </div>
  );
}
