import { type Paginated, type Product } from '@oja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/page-query';
import { invoiceKeys } from './invoice-keys';

export const CATALOGUE_RESULTS = 5;
export const CATALOGUE_FALLBACK = 'Could not get products. Try again later.';

/** The fields of a catalogue product an invoice line takes. */
export type CatalogueProduct = Pick<Product, 'id' | 'name' | 'sku' | 'price' | 'currency' | 'units'>;

/** GET /v1/products?name=&status=ACTIVE: the merchant's active products to add as invoice lines. */
export const searchCatalogueProducts = async (name: string, signal?: AbortSignal) => {
  const page = await api.get<Paginated<Product>>('/v1/products', {
    query: { name, status: 'ACTIVE', limit: CATALOGUE_RESULTS },
    fallbackMessage: CATALOGUE_FALLBACK,
    signal,
  });
  return page.results.map(({ id, name: productName, sku, price, currency, units }): CatalogueProduct => ({
    id,
    name: productName,
    sku,
    price,
    currency,
    units,
  }));
};

export const catalogueProductsQueryOptions = (name: string) =>
  pageQueryOptions(invoiceKeys.catalogue(name), (signal) => searchCatalogueProducts(name, signal));

export const useCatalogueProducts = (name: string, enabled = true) =>
  useQuery({ ...catalogueProductsQueryOptions(name), enabled });
