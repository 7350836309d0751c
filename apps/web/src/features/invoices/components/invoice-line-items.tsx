import { INVOICE_CURRENCY, type InvoiceRequest } from '@oja/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MoneyInput } from '@/components/money-input/money-input';
import { majorToMoneyText } from '@/components/money-input/money-text';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import type { CatalogueProduct } from '../api/search-catalogue-products';
import { CatalogueProductSearch } from './catalogue-product-search';
import { draftLine, type InvoiceFormValues } from './invoice-form-values';
import { draftTotal, lineTotalMinor } from './invoice-rules';

/** An empty number input is "not filled in" (undefined), not 0. */
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

const grid = 'sm:grid sm:grid-cols-[minmax(0,1fr)_5.5rem_8.5rem_8rem_2.5rem] sm:items-start sm:gap-3';
const mobileLabel = 'mb-1 block text-xs font-medium text-slate-700 sm:sr-only';

interface InvoiceLineItemsProps {
  form: UseFormReturn<InvoiceFormValues, unknown, InvoiceRequest>;
}

/** The invoice's lines: from the catalogue or free text, with the live total (display only). */
export function InvoiceLineItems({ form }: InvoiceLineItemsProps) {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const lines = useWatch({ control, name: 'products' }) ?? [];
  const listError = errors.products?.message ?? errors.products?.root?.message;

  const addProduct = (product: CatalogueProduct) => {
    const index = getValues('products').findIndex((line) => line.productId === product.id);
    if (index >= 0) {
      const quantity = getValues(`products.${index}.quantity`) ?? 0;
      setValue(`products.${index}.quantity`, quantity + 1, { shouldDirty: true, shouldValidate: true });
      return;
    }
    append({
      productId: product.id,
      sku: product.sku,
      name: product.name,
      quantity: 1,
      price: majorToMoneyText(product.price),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <CatalogueProductSearch onAdd={addProduct} />

      <div>
        <div
          aria-hidden="true"
          className={`${grid} hidden border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase`}
        >
          <span>Item</span>
          <span>Qty</span>
          <span>Unit price (₦)</span>
          <span className="text-right">Amount</span>
          <span />
        </div>
        {fields.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">
            No items yet. Add a product from your catalogue or a custom item.
          </p>
        ) : (
          <ol aria-label="Invoice items" className="flex flex-col gap-3 pt-3">
            {fields.map((field, index) => {
              const line = lines[index] ?? field;
              const lineErrors = errors.products?.[index];
              const id = `line-${field.id}`;
              return (
                <li
                  key={field.id}
                  className={`${grid} rounded-lg border border-slate-200 p-3 sm:border-0 sm:p-0`}
                >
                  <div className="mb-3 sm:mb-0">
                    <label htmlFor={`${id}-name`} className={mobileLabel}>
                      Item {index + 1} name
                    </label>
                    <Input
                      id={`${id}-name`}
                      aria-invalid={lineErrors?.name ? true : undefined}
                      aria-describedby={lineErrors?.name ? `${id}-name-error` : undefined}
                      {...register(`products.${index}.name`)}
                    />
                    {field.productId ? (
                      <Badge tone="brand" className="mt-1.5">
                        Catalogue{field.sku ? ` · SKU ${field.sku}` : ''}
                      </Badge>
                    ) : null}
                    {lineErrors?.name ? (
                      <p id={`${id}-name-error`} className="mt-1 text-xs font-medium text-red-700">
                        {lineErrors.name.message}
                      </p>
                    ) : null}
                  </div>
                  <div className="mb-3 grid grid-cols-2 gap-3 sm:contents">
                    <div>
                      <label htmlFor={`${id}-quantity`} className={mobileLabel}>
                        Item {index + 1} quantity
                      </label>
                      <Input
                        id={`${id}-quantity`}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={1}
                        aria-invalid={lineErrors?.quantity ? true : undefined}
                        aria-describedby={lineErrors?.quantity ? `${id}-quantity-error` : undefined}
                        {...register(`products.${index}.quantity`, { setValueAs: toNumber })}
                      />
                      {lineErrors?.quantity ? (
                        <p id={`${id}-quantity-error`} className="mt-1 text-xs font-medium text-red-700">
                          {lineErrors.quantity.message}
                        </p>
                      ) : null}
                    </div>
                    <Controller
                      control={control}
                      name={`products.${index}.price`}
                      render={({ field: price, fieldState }) => (
                        <MoneyInput
                          label={`Item ${index + 1} unit price`}
                          labelClassName={mobileLabel}
                          placeholder=""
                          {...price}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </div>
                  <div className="flex items-center justify-between gap-3 sm:contents">
                    <p className="text-sm font-medium text-slate-900 tabular-nums sm:pt-2.5 sm:text-right">
                      <span className="text-slate-600 sm:sr-only">Amount: </span>
                      {formatMoney(lineTotalMinor(draftLine(line)) / 100, INVOICE_CURRENCY)}
                    </p>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove item ${index + 1}`}
                      className="text-slate-600 hover:text-red-700"
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {listError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {listError}
          </p>
        ) : null}
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => append({ name: '', quantity: 1, price: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add custom item
        </Button>
      </div>

      <div className="ml-auto w-full max-w-xs border-t border-slate-200 pt-4">
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">Items</dt>
          <dd className="text-right text-slate-900 tabular-nums">{lines.length}</dd>
          <dt className="text-base font-semibold text-slate-900">Total</dt>
          <dd
            className="text-right text-base font-semibold text-slate-900 tabular-nums"
            aria-live="polite"
            data-testid="form-total"
          >
            {formatMoney(draftTotal(lines.map(draftLine)), INVOICE_CURRENCY)}
          </dd>
        </dl>
        <p className="mt-1 text-xs text-slate-600">The server confirms the total when you save.</p>
      </div>
    </div>
  );
}
