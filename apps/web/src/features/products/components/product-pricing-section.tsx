import { discountPercent } from '@oja/contracts';
import { useWatch } from 'react-hook-form';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { currencyDisplay } from '@/lib/format';
import type { ProductForm } from './product-form-values';
import { SelectField } from '@/components/ui/select-field';

const asNumber = (value: string) => Number(value.replace(/,/g, ''));

/** Price, original price (with the discount it gives), units in stock, SKU and status. */
export function ProductPricingSection({ form }: { form: ProductForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [price, originalPrice] = useWatch({ control, name: ['price', 'original_price'] });
  const discount =
    price.trim() && originalPrice.trim() ? discountPercent(asNumber(price), asNumber(originalPrice)) : 0;
  const { symbol } = currencyDisplay();

  return (
    <Card>
      <CardHeader title="Price and stock" />
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`Price (${symbol})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label={`Original price (${symbol})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="Optional"
          hint={
            discount > 0 ? (
              <span className="font-medium text-green-800">Buyers see a {discount}% discount.</span>
            ) : (
              'The price before a discount; buyers see the saving.'
            )
          }
          error={errors.original_price?.message}
          {...register('original_price')}
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
          label="SKU"
          autoComplete="off"
          placeholder="Generated if left empty"
          error={errors.sku?.message}
          {...register('sku')}
        />
        <SelectField
          label="Status"
          hint="Active products are visible to buyers."
          options={[
            { value: 'ACTIVE', label: 'Active' },
            { value: 'INACTIVE', label: 'Inactive' },
          ]}
          error={errors.status?.message}
          {...register('status')}
        />
      </CardContent>
    </Card>
  );
}
