import type { Product } from '@oja/contracts';
import {
  categoriesColumn,
  nameLinkColumn,
  rowActionsColumn,
  thumbnailColumn,
} from '@/components/data-table/columns';
import type { Column } from '@/components/data-table/data-table';
import { InlineNumberCell } from '@/components/data-table/inline-number-cell';
import { paths } from '@/config/paths';
import { formatMoney, truncateProductName, truncateSku } from '@/lib/format';
import type { CellField } from '../api/save-product-cell';
import { InventoryBadge } from './inventory-badge';
import { ProductStatusSwitch } from './product-status-switch';

interface ProductColumnsOptions {
  /** The row action menu is shown only when no rows are selected (docs/product/catalogue.md#product-list). */
  showRowActions: boolean;
  onToggle: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Products whose status is being changed. */
  pendingIds: ReadonlySet<string>;
  /** Saves a price or stock cell edited in place. */
  onSaveCell: (product: Product, field: CellField, value: number) => Promise<unknown>;
}

/** docs/product/catalogue.md#product-list, docs/product/catalogue.md#limits: name (12 + '...'), image, categories (12 each), price, units, SKU (6 + '...'), status, inventory. */
export const productColumns = ({
  showRowActions,
  onToggle,
  onDelete,
  pendingIds,
  onSaveCell,
}: ProductColumnsOptions): Column<Product>[] => [
  nameLinkColumn((product) => paths.app.products.detail.getHref(product.id), {
    shorten: truncateProductName,
  }),
  thumbnailColumn(),
  categoriesColumn((product) => product.categories.map((category) => category.title)),
  {
    id: 'price',
    header: 'Price',
    className: 'text-right',
    cell: (product) => (
      <InlineNumberCell
        label={`Price of ${product.name}`}
        value={product.price}
        display={formatMoney(product.price, product.currency)}
        onSave={(value) => onSaveCell(product, 'price', value)}
        className="font-medium whitespace-nowrap"
      />
    ),
  },
  {
    id: 'units',
    header: 'Units',
    className: 'text-right',
    cell: (product) => (
      <InlineNumberCell
        label={`Units of ${product.name}`}
        value={product.units}
        display={String(product.units)}
        onSave={(value) => onSaveCell(product, 'units', value)}
      />
    ),
  },
  {
    id: 'sku',
    header: 'SKU',
    cell: (product) => (
      <span title={product.sku} className="font-mono text-xs whitespace-nowrap text-slate-700">
        {truncateSku(product.sku)}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (product) => (
      <ProductStatusSwitch
        name={product.name}
        status={product.status}
        onToggle={() => onToggle(product)}
        disabled={pendingIds.has(product.id)}
      />
    ),
  },
  { id: 'inventory', header: 'Inventory', cell: (product) => <InventoryBadge units={product.units} /> },
  rowActionsColumn({
    show: showRowActions,
    name: (product) => product.name,
    viewHref: (product) => paths.app.products.detail.getHref(product.id),
    editHref: (product) => paths.app.products.edit.getHref(product.sku),
    onDelete,
  }),
];
