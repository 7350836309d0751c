import type { Product } from '@oja/contracts';
import {
  categoriesColumn,
  moneyColumn,
  nameLinkColumn,
  rowActionsColumn,
  thumbnailColumn,
} from '@/components/data-table/columns';
import type { Column } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { truncateProductName, truncateSku } from '@/lib/format';
import { InventoryBadge } from './inventory-badge';
import { ProductStatusSwitch } from './product-status-switch';

interface ProductColumnsOptions {
  /** The row action menu is shown only when no rows are selected (docs/product/catalogue.md#product-list). */
  showRowActions: boolean;
  onToggle: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Products whose status is being changed. */
  pendingIds: ReadonlySet<string>;
}

/** docs/product/catalogue.md#product-list, docs/product/catalogue.md#limits: name (12 + '...'), image, categories (12 each), price, units, SKU (6 + '...'), status, inventory. */
export const productColumns = ({
  showRowActions,
  onToggle,
  onDelete,
  pendingIds,
}: ProductColumnsOptions): Column<Product>[] => [
  nameLinkColumn((product) => paths.app.products.detail.getHref(product.id), {
    shorten: truncateProductName,
  }),
  thumbnailColumn(),
  categoriesColumn((product) => product.categories.map((category) => category.title)),
  moneyColumn('Price', (product) => [product.price, product.currency]),
  {
    id: 'units',
    header: 'Units',
    className: 'text-right',
    cell: (product) => <span className="tabular-nums">{product.units}</span>,
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
