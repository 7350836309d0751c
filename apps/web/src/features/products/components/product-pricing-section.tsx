import { discountPercent } from '@oja/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { PriceField, StatusField } from '@/components/catalogue/catalogue-fields';
import { MoneyInput } from '@/components/money-input/money-input';
import { moneyTextToMajor } from '@/components/money-input/money-text';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { currencyDisplay } from '@/lib/format';
import type { ProductForm } from './product-form-values';

/** Price, original price (with the discount it gives), units in stock, SKU and status. */
export function ProductPricingSection({ form }: { form: ProductForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [price, originalPrice] = useWatch({ control, name: ['price', 'original_price'] });
  const priceMajor = moneyTextToMajor(price);
  const originalMajor = moneyTextToMajor(originalPrice);
  const discount =
    priceMajor !== undefined && originalMajor !== undefined ? discountPercent(priceMajor, originalMajor) : 0;
  const { symbol } = currencyDisplay();

  return (
    <Card>
      <CardHeader title="Price and stock" />
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PriceField control={control} name="price" />
        <Controller
          control={control}
          name="original_price"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={`Original price (${symbol})`}
              placeholder="Optional"
              hint={
                discount > 0 ? (
                  <span className="font-medium text-green-800">Buyers see a {discount}% discount.</span>
                ) : (
                  'The price before a discount; buyers see the saving.'
                )
              }
              {...field}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label="Units in stock"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          error={errors.units?.message}
          {...register('units')}
        />
        <TextField
          label="Low-stock alert at"
          inputMode="numeric"
          autoComplete="off"
          placeholder="No alert"
          hint="You are notified and emailed when stock falls to this many units."
          error={errors.low_stock_threshold?.message}
          {...register('low_stock_threshold')}
        />
        <TextField
          label="SKU"
          autoComplete="off"
          placeholder="Generated if left empty"
          error={errors.sku?.message}
          {...register('sku')}
        />
        <StatusField
          hint="Active products are visible to buyers."
          error={errors.status?.message}
          {...register('status')}
        />
      </CardContent>
    </Card>
  );
}
