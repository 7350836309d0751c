import { type Product, productMessages, type ProductStatus } from '@oja/contracts';

/** docs/product/catalogue.md#product-list: in stock when units is above 0, otherwise out of stock. */
export const isInStock = (units: number) => units > 0;

export type ToggleDecision =
  { kind: 'blocked'; message: string } | { kind: 'publish'; productId: string[]; status: ProductStatus };

/**
 * docs/product/catalogue.md#product-list, the status toggle of a row. With no selection it switches that product. With rows selected,
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
