import { CatalogueProductSearch } from '@/features/invoices/components/catalogue-product-search';
import type { ProductPicker } from '@/features/orders/components/cart-lines';

/** The catalogue search of the invoices feature, as the orders' cart builder takes it. */
export const catalogueProductPicker: ProductPicker = (onAdd) => <CatalogueProductSearch onAdd={onAdd} />;
