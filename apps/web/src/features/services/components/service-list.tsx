import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ServiceTable } from './service-table';

/** The Services screen (docs/product/services.md#service-list): tabs All Services, Active, Inactive and Orders; search by name. */
export function ServiceList({ ordersPanel }: { ordersPanel: ReactNode }) {
  return (
    <CatalogueList
      title="Services"
      description="What you offer, what it costs and when buyers can book you."
      add={{ href: paths.app.services.add.getHref(), label: 'Add service' }}
      extraActions={
        <Link
          to={paths.app.services.bookingRules.getHref()}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Settings aria-hidden="true" className="size-4" />
          Booking rules
        </Link>
      }
      ordersPanel={ordersPanel}
    >
      {(table) => <ServiceTable {...table} />}
    </CatalogueList>
  );
}
