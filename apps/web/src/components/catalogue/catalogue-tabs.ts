import { matchesStatusFilter, type ProductStatus } from '@oja/contracts';

/** The tabs of the Products and Services screens (docs/product/catalogue.md#product-list). */
export const CATALOGUE_TABS = ['all', 'active', 'inactive', 'orders'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];
/** The tabs that list the catalogue itself (Orders lists the orders). */
export type CatalogueStatusTab = Exclude<CatalogueTab, 'orders'>;

/** docs/product/catalogue.md#product-list: the server-side status filter is empty for all, otherwise the upper-case tab name. */
export const serverStatusFilter = (tab: CatalogueStatusTab): '' | ProductStatus =>
  tab === 'all' ? '' : (tab.toUpperCase() as ProductStatus);

/**
 * docs/product/catalogue.md#product-list: lists are also filtered locally by status; 'all' shows everything, any other option shows the
 * items whose status equals the upper-cased option (so a page of another tab still on screen while the
 * next one loads never shows the wrong rows).
 */
export const filterByStatus = <T extends { status: string }>(items: readonly T[], option: string): T[] =>
  items.filter((item) => matchesStatusFilter(item.status, option));
