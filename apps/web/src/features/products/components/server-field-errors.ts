import { productMessages } from '@oja/contracts';
import type { Path } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import type { ProductForm, ProductFormValues } from './product-form-values';

/**
 * Puts the server's field errors (`body.price`, `body.variation.0.options.1.sku`…) on the form's fields,
 * whose names mirror the request body. A taken SKU (409) lands on the SKU field. Returns the fields hit.
 */
export const applyProductServerErrors = (error: unknown, form: ProductForm): string[] => {
  if (!(error instanceof ApiError)) return [];
  const fields: string[] = [];
  for (const fieldError of error.errors) {
    const path = fieldError.path.replace(/^body\./, '');
    if (!path || path === fieldError.path) continue;
    form.setError(path as Path<ProductFormValues>, { type: 'server', message: fieldError.message });
    fields.push(path);
  }
  if (error.message === productMessages.skuTaken) {
    form.setError('sku', { type: 'server', message: error.message });
    fields.push('sku');
  }
  return fields;
};
