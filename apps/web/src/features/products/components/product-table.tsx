import { type Product, SEARCH_TOTAL_CAP } from '@oja/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Plus, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Paginator } from '@/components/data-table/paginator';
import { SearchInput } from '@/components/data-table/search-input';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useDeleteProducts } from '../api/delete-products';
import { productsQueryOptions, useProducts } from '../api/get-products';
import { productsExportHref } from '../api/product-csv-links';
import { type ProductListParams, productKeys } from '../api/product-keys';
import { usePublishProducts } from '../api/publish-products';
import { CategoryFilter } from './category-filter';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ImportProductsDialog } from './import-products-dialog';
import { productColumns } from './product-columns';
import {
  filterByStatus,
  type ProductStatusTab,
  serverStatusFilter,
  toggleDecision,
} from './product-list-rules';
import { useRowSelection } from '@/hooks/use-row-selection';

interface ProductTableProps {
  tab: ProductStatusTab;
  page: number;
  search: string;
  searchInput: string;
  onSearchInput: (value: string) => void;
  onPageChange: (page: number) => void;
}

const listParams = (
  tab: ProductStatusTab,
  name: string,
  category: string,
  page: number,
): ProductListParams => ({
  status: serverStatusFilter(tab),
  name,
  category,
  page,
});

/**
 * The products of one tab: search by name, category filter, CSV import and export, row selection with
 * bulk delete and bulk publish, the status switch of SPEC §2, and the paginator.
 */
export function ProductTable({
  tab,
  page,
  search,
  searchInput,
  onSearchInput,
  onPageChange,
}: ProductTableProps) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') ?? '';
  const params = listParams(tab, search, category, page);
  const products = useListLoad(useProducts(params), 'products', productKeys.lists());
  const data = products.data;
  const rows = useMemo(() => (data ? filterByStatus(data.results, tab) : undefined), [data, tab]);
  // A name search counts only up to the cap; the pages after it are still served.
  const capped = Boolean(search) && (data?.totalResults ?? 0) >= SEARCH_TOTAL_CAP;

  const selection = useRowSelection(tab);
  const { selectedIds } = selection;
  const [toDelete, setToDelete] = useState<{ ids: string[]; name?: string } | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const publish = usePublishProducts({ onSuccess: selection.clear });
  const remove = useDeleteProducts({
    onSuccess: (ids) => {
      selection.remove(ids);
      setToDelete(null);
    },
  });

  const onToggle = (product: Product) => {
    const decision = toggleDecision(product, selectedIds);
    if (decision.kind === 'blocked') toast.error(decision.message);
    else publish.mutate({ productId: decision.productId, status: decision.status });
  };

  /** Filtering by category toasts the server's 'Fetched products of "{category}" successfully' (SPEC §8). */
  const setCategory = (next: string) => {
    if (next) {
      void queryClient.fetchQuery(productsQueryOptions(listParams(tab, search, next, 1))).then(
        (result) => toast.success(result.message),
        // A failure is toasted by the query cache.
        () => undefined,
      );
    }
    setSearchParams((previous) => {
      const url = new URLSearchParams(previous);
      if (next) url.set('category', next);
      else url.delete('category');
      url.delete('page');
      return url;
    });
  };

  const pendingIds = new Set(publish.isPending ? publish.variables.productId : []);
  const columns = productColumns({
    showRowActions: selectedIds.length === 0,
    onToggle,
    onDelete: (product) => setToDelete({ ids: [product.id], name: product.name }),
    pendingIds,
  });
  const deleting = toDelete?.ids ?? [];

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput label="Search by name" value={searchInput} onChange={onSearchInput} />
        <CategoryFilter value={category} onChange={setCategory} />
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            <FileUp aria-hidden="true" className="size-4" />
            Import CSV
          </Button>
          <a href={productsExportHref(params)} download className={buttonStyles({ variant: 'secondary' })}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </div>
      </div>
      {selectedIds.length > 0 ? (
        <div
          aria-live="polite"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm"
        >
          <span className="font-medium text-brand-900">{selectedIds.length} selected</span>
          <span className="hidden text-brand-800 sm:inline">
            Use a selected row&apos;s switch to publish or unpublish them all.
          </span>
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
        caption="Products"
        columns={columns}
        rows={rows}
        getRowId={(product) => product.id}
        getRowLabel={(product) => product.name}
        load={products}
        page={data?.page ?? page}
        pageSize={data?.limit}
        selection={{ selectedIds, onChange: selection.setSelectedIds }}
        empty={
          <EmptyState
            action={
              search || category ? undefined : (
                <Link to={paths.app.products.add.getHref()} className={buttonStyles({ size: 'sm' })}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add product
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
        capped={capped}
        hasNextPage={capped && data?.results.length === data?.limit}
        onPageChange={onPageChange}
      />
      <ConfirmDialog
        variant="danger"
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={deleting.length === 1 ? 'Delete this product?' : `Delete ${deleting.length} products?`}
        description={
          toDelete?.name
            ? `"${toDelete.name}" will be removed from your catalogue. This cannot be undone.`
            : `${deleting.length === 1 ? 'It' : 'They'} will be removed from your catalogue. This cannot be undone.`
        }
        confirmLabel="Delete"
        isLoading={remove.isPending}
        onConfirm={() => remove.mutate(deleting)}
      />
      <ImportProductsDialog open={importOpen} onOpenChange={setImportOpen} />
    </>
  );
}
