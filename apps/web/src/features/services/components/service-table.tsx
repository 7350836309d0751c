import { Plus, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Paginator } from '@/components/data-table/paginator';
import { SearchInput } from '@/components/data-table/search-input';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useDeleteServices } from '../api/delete-services';
import { useServices } from '../api/get-services';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serviceColumns } from './service-columns';
import { filterByStatus, serverStatusFilter, type ServiceStatusTab } from './service-list-rules';
import { useRowSelection } from '@/hooks/use-row-selection';
import { serviceKeys } from '../api/service-keys';

interface ServiceTableProps {
  tab: ServiceStatusTab;
  page: number;
  search: string;
  searchInput: string;
  onSearchInput: (value: string) => void;
  onPageChange: (page: number) => void;
}

/** The services of one tab: search by name, selection with delete by id list, and the paginator. */
export function ServiceTable({
  tab,
  page,
  search,
  searchInput,
  onSearchInput,
  onPageChange,
}: ServiceTableProps) {
  const services = useListLoad(
    useServices({ status: serverStatusFilter(tab), name: search, page }),
    'services',
    serviceKeys.lists(),
  );
  const data = services.data;
  const rows = useMemo(() => (data ? filterByStatus(data.results, tab) : undefined), [data, tab]);
  const selection = useRowSelection(tab);
  const { selectedIds } = selection;
  const [toDelete, setToDelete] = useState<{ ids: string[]; name?: string } | null>(null);
  const remove = useDeleteServices({
    onSuccess: (ids) => {
      selection.remove(ids);
      setToDelete(null);
    },
  });
  const columns = serviceColumns({
    showRowActions: selectedIds.length === 0,
    onDelete: (service) => setToDelete({ ids: [service.id], name: service.name }),
  });
  const count = toDelete?.ids.length ?? 0;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput label="Search by name" value={searchInput} onChange={onSearchInput} />
      </div>
      {selectedIds.length > 0 ? (
        <div
          aria-live="polite"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm"
        >
          <span className="font-medium text-brand-900">{selectedIds.length} selected</span>
          <div className="ml-auto flex gap-2">
            <Button variant="ghost" size="sm" onClick={selection.clear}>
              <X aria-hidden="true" className="size-4" />
              Clear
            </Button>
            <Button variant="danger" size="sm" onClick={() => setToDelete({ ids: selectedIds })}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete selected
            </Button>
          </div>
        </div>
      ) : null}
      <DataTable
        caption="Services"
        columns={columns}
        rows={rows}
        getRowId={(service) => service.id}
        getRowLabel={(service) => service.name}
        load={services}
        page={data?.page ?? page}
        pageSize={data?.limit}
        selection={{ selectedIds, onChange: selection.setSelectedIds }}
        empty={
          <EmptyState
            action={
              search ? undefined : (
                <Link to={paths.app.services.add.getHref()} className={buttonStyles({ size: 'sm' })}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add service
                </Link>
              )
            }
          />
        }
      />
      <Paginator
        page={data?.page ?? 0}
        totalPages={data?.totalPages ?? 0}
        totalResults={data?.totalResults ?? 0}
        onPageChange={onPageChange}
      />
      <ConfirmDialog
        variant="danger"
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={count === 1 ? 'Delete this service?' : `Delete ${count} services?`}
        description={
          toDelete?.name
            ? `"${toDelete.name}" and its availability will be removed. This cannot be undone.`
            : `${count === 1 ? 'It' : 'They'} will be removed with their availability. This cannot be undone.`
        }
        confirmLabel="Delete"
        isLoading={remove.isPending}
        onConfirm={() => remove.mutate(toDelete?.ids ?? [])}
      />
    </>
  );
}
