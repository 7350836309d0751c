import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Pencil } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { type CatalogueStatusTab, serverStatusFilter } from '@/components/catalogue/catalogue-tabs';
import { ListToolbar } from '@/components/data-table/list-screen';
import { SearchInput } from '@/components/data-table/search-input';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { productsQueryOptions } from '../api/get-products';
import { productsExportHref } from '../api/product-csv-links';
import type { ProductListParams } from '../api/product-keys';
import { CategoryFilter } from './category-filter';

export const productListParams = (
  tab: CatalogueStatusTab,
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
 * The category filter, kept in the URL (?category=). Filtering by a category toasts the server's
 * 'Fetched products of "{category}" successfully' (docs/product/messages.md#failed-list-loads) and goes back to page 1.
 */
export function useCategoryParam(tab: CatalogueStatusTab, search: string) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') ?? '';
  const setCategory = (next: string) => {
    if (next) {
      void queryClient.fetchQuery(productsQueryOptions(productListParams(tab, search, next, 1))).then(
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
  return [category, setCategory] as const;
}

interface ProductToolbarProps {
  params: ProductListParams;
  searchInput: string;
  onSearchInput: (value: string) => void;
  category: string;
  onCategoryChange: (category: string) => void;
  onImport: () => void;
  /** Opens the bulk edit of every product in the view; left out when the view is empty. */
  onBulkEdit?: () => void;
}

/** Above the products table: search by name, the category filter, CSV import and export. */
export function ProductToolbar({
  params,
  searchInput,
  onSearchInput,
  category,
  onCategoryChange,
  onImport,
  onBulkEdit,
}: ProductToolbarProps) {
  return (
    <ListToolbar>
      <SearchInput label="Search by name" value={searchInput} onChange={onSearchInput} />
      <CategoryFilter value={category} onChange={onCategoryChange} />
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {onBulkEdit ? (
          <Button variant="secondary" onClick={onBulkEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Bulk edit all
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onImport}>
          <FileUp aria-hidden="true" className="size-4" />
          Import CSV
        </Button>
        <a href={productsExportHref(params)} download className={buttonStyles({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
    </ListToolbar>
  );
}
