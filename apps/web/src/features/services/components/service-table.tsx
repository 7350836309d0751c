import { useMemo } from 'react';
import type { CatalogueTableProps } from '@/components/catalogue/catalogue-list';
import { filterByStatus, serverStatusFilter } from '@/components/catalogue/catalogue-tabs';
import { AddLink } from '@/components/data-table/add-link';
import { byIdAndName } from '@/components/data-table/data-table';
import { DeleteRowsDialog } from '@/components/data-table/delete-rows-dialog';
import { ListToolbar } from '@/components/data-table/list-screen';
import { PagedTable } from '@/components/data-table/paged-table';
import { SearchInput } from '@/components/data-table/search-input';
import { SelectionBar } from '@/components/data-table/selection-bar';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useRowDeletion } from '@/components/data-table/use-row-deletion';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useDeleteServices } from '../api/delete-services';
import { useServices } from '../api/get-services';
import { serviceKeys } from '../api/service-keys';
import { serviceColumns } from './service-columns';

/** The services of one tab: search by name, selection with delete by id list, and the paginator. */
export function ServiceTable({
  tab,
  page,
  search,
  searchInput,
  onSearchInput,
  onPageChange,
}: CatalogueTableProps) {
  const services = useListLoad(
    useServices({ status: serverStatusFilter(tab), name: search, page }),
    'services',
    serviceKeys.lists(),
  );
  const data = services.data;
  const rows = useMemo(() => (data ? filterByStatus(data.results, tab) : undefined), [data, tab]);
  const deletion = useRowDeletion(tab);
  const { selection } = deletion;
  const remove = useDeleteServices({ onSuccess: deletion.deleted });
  const add = <AddLink to={paths.app.services.add.getHref()} label="Add service" small />;

  return (
    <>
      <ListToolbar>
        <SearchInput label="Search by name" value={searchInput} onChange={onSearchInput} />
      </ListToolbar>
      <SelectionBar {...deletion.bar} />
      <PagedTable
        caption="Services"
        columns={serviceColumns({
          showRowActions: selection.selectedIds.length === 0,
          onDelete: deletion.askRow,
        })}
        rows={rows}
        {...byIdAndName}
        load={services}
        page={page}
        onPageChange={onPageChange}
        selection={deletion.tableSelection}
        empty={<EmptyState action={search ? undefined : add} />}
      />
      <DeleteRowsDialog
        title={(count) => (count === 1 ? 'Delete this service?' : `Delete ${count} services?`)}
        description={({ ids, name }) =>
          name
            ? `"${name}" and its availability will be removed. This cannot be undone.`
            : `${ids.length === 1 ? 'It' : 'They'} will be removed with their availability. This cannot be undone.`
        }
        {...deletion.dialog}
        remove={remove}
      />
    </>
  );
}
