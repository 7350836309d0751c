import type { Service } from '@oja/contracts';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatMoney, truncateCategoryTitle } from '@/lib/format';
import { availabilitySummary } from './service-list-rules';

interface ServiceColumnsOptions {
  /** The row action menu is shown only when no rows are selected. */
  showRowActions: boolean;
  onDelete: (service: Service) => void;
}

export const serviceColumns = ({ showRowActions, onDelete }: ServiceColumnsOptions): Column<Service>[] => [
  {
    id: 'name',
    header: 'Name',
    cell: (service) => (
      <Link
        to={paths.app.services.detail.getHref(service.id)}
        title={service.name}
        className="block max-w-56 truncate font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {service.name}
      </Link>
    ),
  },
  {
    id: 'image',
    header: 'Image',
    cell: (service) =>
      service.thumbnail ? (
        <img
          src={service.thumbnail}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span className="relative flex size-10 items-center justify-center rounded-md bg-slate-100 text-slate-500">
          <ImageOff aria-hidden="true" className="size-4" />
          <span className="sr-only">No image</span>
        </span>
      ),
  },
  {
    id: 'categories',
    header: 'Categories',
    cell: (service) => (
      <span className="flex flex-wrap gap-1">
        {service.categories.map((category) => (
          <Badge key={category.name}>
            <span title={category.name}>{truncateCategoryTitle(category.name)}</span>
          </Badge>
        ))}
      </span>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    className: 'text-right',
    cell: (service) => (
      <span className="font-medium whitespace-nowrap tabular-nums">
        {formatMoney(service.price, service.currency)}
      </span>
    ),
  },
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
    cell: (service) =>
      service.status === 'ACTIVE' ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>,
  },
  {
    id: 'actions',
    // `relative` keeps the visually hidden text inside the table's scroll box (an absolutely placed
    // element escapes it and widens the page on phones).
    header: (
      <span className="relative">
        <span className="sr-only">Actions</span>
      </span>
    ),
    className: 'w-12 text-right',
    cell: (service) =>
      showRowActions ? (
        <RowActions
          name={service.name}
          viewHref={paths.app.services.detail.getHref(service.id)}
          editHref={paths.app.services.edit.getHref(service.id)}
          onDelete={() => onDelete(service)}
        />
      ) : null,
  },
];
