import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import type { ProductForm } from './product-form-values';

/** Weight (kg) and package dimensions (cm), used to price delivery. */
export function ProductDimensionsSection({ form }: { form: ProductForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Card>
      <CardHeader
        title="Weight and dimensions"
        description="Of the packed item, so logistics partners can quote delivery. Optional."
      />
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Weight (kg)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.weight?.message}
          {...register('weight')}
        />
        <TextField
          label="Height (cm)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.dimension?.height?.message}
          {...register('dimension.height')}
        />
        <TextField
          label="Width (cm)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.dimension?.width?.message}
          {...register('dimension.width')}
        />
        <TextField
          label="Length (cm)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.dimension?.length?.message}
          {...register('dimension.length')}
        />
      </CardContent>
    </Card>
  );
}
