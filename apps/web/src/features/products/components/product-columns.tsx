import type { Product } from '@oja/contracts';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatMoney, truncateCategoryTitle, truncateProductName, truncateSku } from '@/lib/format';
import { InventoryBadge } from './inventory-badge';
import { ProductStatusSwitch } from './product-status-switch';

interface ProductColumnsOptions {
  /** The row action menu is shown only when no rows are selected (SPEC §2). */
  showRowActions: boolean;
  onToggle: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Products whose status is being changed. */
  pendingIds: ReadonlySet<string>;
}

/** SPEC §2 and §9: name (12 + '...'), image, categories (12 each), price, units, SKU (6 + '...'), status, inventory. */
export const productColumns = ({
  showRowActions,
  onToggle,
  onDelete,
  pendingIds,
}: ProductColumnsOptions): Column<Product>[] => [
  {
    id: 'name',
    header: 'Name',
    cell: (product) => (
      <Link
        to={paths.app.products.detail.getHref(product.id)}
        title={product.name}
        className="font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {truncateProductName(product.name)}
      </Link>
    ),
  },
  {
    id: 'image',
    header: 'Image',
    cell: (product) =>
      product.thumbnail ? (
        <img
          src={product.thumbnail}
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
    cell: (product) => (
      <span className="flex flex-wrap gap-1">
        {product.categories.map((category) => (
          <Badge key={category.title} tone="neutral">
            <span title={category.title}>{truncateCategoryTitle(category.title)}</span>
          </Badge>
        ))}
      </span>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    className: 'text-right',
    cell: (product) => (
      <span className="font-medium whitespace-nowrap tabular-nums">
        {formatMoney(product.price, product.currency)}
      </span>
    ),
  },
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
  {
    id: 'inventory',
    header: 'Inventory',
    cell: (product) => <InventoryBadge units={product.units} />,
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
    cell: (product) =>
      showRowActions ? (
        <RowActions
          name={product.name}
          viewHref={paths.app.products.detail.getHref(product.id)}
          editHref={paths.app.products.edit.getHref(product.sku)}
          onDelete={() => onDelete(product)}
        />
      ) : null,
  },
];
