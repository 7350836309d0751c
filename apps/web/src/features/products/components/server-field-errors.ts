import { productMessages } from '@oja/contracts';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import type { ProductForm } from './product-form-values';

/**
 * Puts the server's field errors (`body.price`, `body.variation.0.options.1.sku`…) on the form's fields,
 * whose names mirror the request body. A taken SKU (409) lands on the SKU field. Returns the fields hit.
 */
export const applyProductServerErrors = (error: unknown, form: ProductForm): string[] => {
  const fields = applyServerErrors(error, form.setError);
  if (error instanceof ApiError && error.message === productMessages.skuTaken) {
    form.setError('sku', { type: 'server', message: error.message });
    fields.push('sku');
  }
  return fields;
};
