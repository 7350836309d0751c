import { matchesStatusFilter, type Product, productMessages, type ProductStatus } from '@oja/contracts';

export const PRODUCT_TABS = ['all', 'active', 'inactive', 'orders'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export type ProductStatusTab = Exclude<ProductTab, 'orders'>;

/** SPEC §4: the server-side status filter is empty for all, otherwise the upper-case tab name. */
export const serverStatusFilter = (tab: ProductStatusTab): '' | ProductStatus =>
  tab === 'all' ? '' : (tab.toUpperCase() as ProductStatus);

/**
 * SPEC §4: lists are also filtered locally by status; 'all' shows everything, any other option shows the
 * items whose status equals the upper-cased option (so a page of another tab still on screen while the
 * next one loads never shows the wrong rows).
 */
export const filterByStatus = <T extends { status: string }>(items: readonly T[], option: string): T[] =>
  items.filter((item) => matchesStatusFilter(item.status, option));

/** SPEC §4: in stock when units is above 0, otherwise out of stock. */
export const isInStock = (units: number) => units > 0;

export type ToggleDecision =
  { kind: 'blocked'; message: string } | { kind: 'publish'; productId: string[]; status: ProductStatus };

/**
 * SPEC §2, the status toggle of a row. With no selection it switches that product. With rows selected,
 * only a selected row's toggle works and it switches every selected product to the row's new status;
 * an unselected row's toggle does nothing but say 'Please only click on the toggle beside a selected item.'
 */
export const toggleDecision = (
  product: Pick<Product, 'id' | 'status'>,
  selectedIds: readonly string[],
): ToggleDecision => {
  if (selectedIds.length > 0 && !selectedIds.includes(product.id)) {
    return { kind: 'blocked', message: productMessages.toggleOnlySelected };
  }
  return {
    kind: 'publish',
    productId: selectedIds.length > 0 ? [...selectedIds] : [product.id],
    status: product.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE',
  };
};
