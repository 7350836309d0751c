import type { Product } from '@oja/contracts';
import { Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { CatalogueTableProps } from '@/components/catalogue/catalogue-list';
import { filterByStatus } from '@/components/catalogue/catalogue-tabs';
import { AddLink } from '@/components/data-table/add-link';
import { byIdAndName } from '@/components/data-table/data-table';
import { DeleteRowsDialog } from '@/components/data-table/delete-rows-dialog';
import { PagedTable } from '@/components/data-table/paged-table';
import { SelectionBar } from '@/components/data-table/selection-bar';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useRowDeletion } from '@/components/data-table/use-row-deletion';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useDeleteProducts } from '../api/delete-products';
import { useProducts } from '../api/get-products';
import { productKeys } from '../api/product-keys';
import { usePublishProducts } from '../api/publish-products';
import { useSaveProductCell } from '../api/save-product-cell';
import { BulkEditDialog } from './bulk-edit-dialog';
import { BulkUndoBar } from './bulk-undo-bar';
import { ImportProductsDialog } from './import-products-dialog';
import { productColumns } from './product-columns';
import { toggleDecision } from './product-list-rules';
import { ProductToolbar, productListParams, useCategoryParam } from './product-toolbar';
import { useSessionBulkEdits } from './use-session-bulk-edits';

/**
 * The products of one tab: search by name, category filter, CSV import and export, row selection with
 * bulk delete, bulk publish and bulk edit (of the selection or of every product in the view), price and
 * stock edited in place, the status switch of docs/product/catalogue.md#product-list, and the paginator.
 */
export function ProductTable({
  tab,
  page,
  search,
  searchInput,
  onSearchInput,
  onPageChange,
}: CatalogueTableProps) {
  const [category, setCategory] = useCategoryParam(tab, search);
  const params = productListParams(tab, search, category, page);
  const products = useListLoad(useProducts(params), 'products', productKeys.lists());
  const data = products.data;
  const rows = useMemo(() => (data ? filterByStatus(data.results, tab) : undefined), [data, tab]);
  // A name search counts only up to the cap; the pages after it are still served.
  const capped = data?.totalCapped === true;

  const deletion = useRowDeletion(tab);
  const { selection } = deletion;
  const { selectedIds } = selection;
  const [importOpen, setImportOpen] = useState(false);
  const publish = usePublishProducts({ onSuccess: selection.clear });
  const remove = useDeleteProducts({ onSuccess: deletion.deleted });
  const saveCell = useSaveProductCell();
  const [bulkOf, setBulkOf] = useState<'selected' | 'all' | null>(null);
  const bulkEdits = useSessionBulkEdits();
  const matching = data?.totalResults ?? 0;
  const bulkTarget =
    bulkOf === 'selected'
      ? { productId: selectedIds }
      : {
          filter: {
            status: params.status,
            category: params.category || undefined,
            name: params.name || undefined,
          },
        };

  const onToggle = (product: Product) => {
    const decision = toggleDecision(product, selectedIds);
    if (decision.kind === 'blocked') toast.error(decision.message);
    else publish.mutate({ productId: decision.productId, status: decision.status });
  };
  const columns = productColumns({
    showRowActions: selectedIds.length === 0,
    onToggle,
    onDelete: deletion.askRow,
    pendingIds: new Set(publish.isPending ? publish.variables.productId : []),
    onSaveCell: saveCell,
  });
  const add = <AddLink to={paths.app.products.add.getHref()} label="Add product" small />;

  return (
    <>
      <ProductToolbar
        params={params}
        searchInput={searchInput}
        onSearchInput={onSearchInput}
        category={category}
        onCategoryChange={setCategory}
        onImport={() => setImportOpen(true)}
        onBulkEdit={matching > 0 ? () => setBulkOf('all') : undefined}
      />
      <BulkUndoBar edits={bulkEdits} />
      <SelectionBar
        {...deletion.bar}
        hint={<>Use a selected row&apos;s switch to publish or unpublish them all.</>}
        actions={
          <Button variant="secondary" size="sm" onClick={() => setBulkOf('selected')}>
            <Pencil aria-hidden="true" className="size-4" />
            Bulk edit
          </Button>
        }
      />
      <PagedTable
        caption="Products"
        columns={columns}
        rows={rows}
        {...byIdAndName}
        load={products}
        page={page}
        onPageChange={onPageChange}
        capped={capped}
        hasNextPage={capped && data?.results.length === data?.limit}
        selection={deletion.tableSelection}
        empty={<EmptyState action={search || category ? undefined : add} />}
      />
      <DeleteRowsDialog
        title={(count) => (count === 1 ? 'Delete this product?' : `Delete ${count} products?`)}
        description={({ ids, name }) =>
          name
            ? `"${name}" will be removed from your catalogue. This cannot be undone.`
            : `${ids.length === 1 ? 'It' : 'They'} will be removed from your catalogue. This cannot be undone.`
        }
        {...deletion.dialog}
        remove={remove}
      />
      <ImportProductsDialog open={importOpen} onOpenChange={setImportOpen} />
      <BulkEditDialog
        open={bulkOf !== null}
        onOpenChange={(open) => setBulkOf(open ? bulkOf : null)}
        target={bulkTarget}
        targetLabel={
          bulkOf === 'selected'
            ? `the ${selectedIds.length} selected product${selectedIds.length === 1 ? '' : 's'}`
            : `all ${matching} product${matching === 1 ? '' : 's'} in this view, across every page`
        }
        onApplied={(result) => {
          bulkEdits.added(result);
          selection.clear();
          toast.success(`Bulk edit applied to ${result.count} product${result.count === 1 ? '' : 's'}`);
        }}
      />
    </>
  );
}
