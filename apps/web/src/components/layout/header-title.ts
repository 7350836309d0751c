import { matchRoutes } from 'react-router';
import { paths } from '@/config/paths';

const { products, services, invoice, sales } = paths.app;

/** Pages whose header has no title: product, order, invoice and service add/edit/detail pages, and the orders the merchant makes. */
const untitled = [
  products.add.path,
  products.edit.path,
  products.detail.path,
  products.order.path,
  invoice.add.path,
  invoice.preview.path,
  invoice.edit.path,
  invoice.detail.path,
  services.add.path,
  services.detail.path,
  services.edit.path,
  sales.paymentLink.path,
  sales.offline.path,
];

// Static siblings of the dynamic routes outrank them, so /products/dimensions is not a product detail.
const titleRoutes = [
  ...untitled.map((path) => ({ path, untitled: true })),
  { path: products.dimensions.path, untitled: false },
];

/**
 * The top bar title (docs/product/interface.md#layout-and-header): '' for the detail/add/edit pages above, 'All Transactions' for
 * /wallet/transactions, otherwise the path with its slash removed ('/dashboard' → 'dashboard').
 */
export const headerTitle = (pathname: string): string => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.app.wallet.transactions.path) return 'All Transactions';
  if (path === paths.app.staff.path) return 'Staff';
  const match = matchRoutes(titleRoutes, path)?.at(-1);
  if (match?.route.untitled) return '';
  return path.replace('/', '');
};
