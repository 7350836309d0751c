import { Badge } from '@/components/ui/badge';
import { isInStock } from './product-list-rules';

/** 'In stock' when units is above 0, otherwise 'Out of stock' (docs/product/catalogue.md#product-list). */
export function InventoryBadge({ units }: { units: number }) {
  return isInStock(units) ? (
    <Badge tone="success">In stock</Badge>
  ) : (
    <Badge tone="danger">Out of stock</Badge>
  );
}
