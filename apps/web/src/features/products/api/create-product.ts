import { type Product, type ProductCreateBody, productMessages } from '@oja/contracts';
import { api } from '@/lib/api-client';
import { type SaveOptions, useSaveRecord } from '@/hooks/use-save-record';
import { productKeys } from './product-keys';

/** POST /v1/product (singular, docs/product/catalogue.md#calls): the SKU is generated when none is given. */
export const createProduct = (body: ProductCreateBody) =>
  api.post<Product>('/v1/product', body, { fallbackMessage: productMessages.createFallback });

export const useCreateProduct = (options?: SaveOptions<Product>) =>
  useSaveRecord(createProduct, productKeys, productMessages.created, options);
