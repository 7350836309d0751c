import type { Service } from '@oja/contracts';
import {
  categoriesColumn,
  moneyColumn,
  nameLinkColumn,
  rowActionsColumn,
  thumbnailColumn,
} from '@/components/data-table/columns';
import type { Column } from '@/components/data-table/data-table';
import { CatalogueStatusBadge } from '@/components/catalogue/catalogue-status-badge';
import { paths } from '@/config/paths';
import { availabilitySummary } from './service-list-rules';

interface ServiceColumnsOptions {
  /** The row action menu is shown only when no rows are selected. */
  showRowActions: boolean;
  onDelete: (service: Service) => void;
}

export const serviceColumns = ({ showRowActions, onDelete }: ServiceColumnsOptions): Column<Service>[] => [
  nameLinkColumn((service) => paths.app.services.detail.getHref(service.id), {
    className: 'block max-w-56 truncate',
  }),
  thumbnailColumn(),
  categoriesColumn((service) => service.categories.map((category) => category.name)),
  moneyColumn('Price', (service) => [service.price, service.currency]),
  {
    id: 'availability',
    header: 'Availability',
    cell: (service) => (
      <span className="whitespace-nowrap text-slate-700">
        {availabilitySummary(service.availableSchedule)}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (service) => <CatalogueStatusBadge status={service.status} />,
  },
  rowActionsColumn({
    show: showRowActions,
    name: (service) => service.name,
    viewHref: (service) => paths.app.services.detail.getHref(service.id),
    editHref: (service) => paths.app.services.edit.getHref(service.id),
    onDelete,
  }),
];
