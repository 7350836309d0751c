import { MAX_TAGS } from '@oja/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/form/form-select-field';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useProductCategories } from '../api/get-product-categories';
import type { ProductForm } from './product-form-values';
import { TagsInput } from '@/components/ui/tags-input';

/** Name, caption, description, brand, category and subcategory (from the API), tags. */
export function ProductBasicsSection({ form }: { form: ProductForm }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const categories = useProductCategories();
  const category = useWatch({ control, name: 'category' });
  const subCategory = useWatch({ control, name: 'subCategory' });
  const subCategories = categories.data?.find((c) => c.title === category)?.subCategories ?? [];

  return (
    <Card>
      <CardHeader title="Product details" description="What buyers see first." />
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Product name"
          className="sm:col-span-2"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Caption"
          hint="A short line shown under the name."
          className="sm:col-span-2"
          autoComplete="off"
          error={errors.caption?.message}
          {...register('caption')}
        />
        <TextAreaField
          label="Description"
          className="sm:col-span-2"
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        <FormSelectField
          control={control}
          name="category"
          label="Category"
          placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
          options={(categories.data ?? []).map((c) => ({ value: c.title, label: c.title }))}
          onValueChange={() => setValue('subCategory', '', { shouldDirty: true })}
        />
        <FormSelectField
          control={control}
          name="subCategory"
          label="Subcategory"
          placeholder={
            subCategory || subCategories.length > 0 ? 'Select a subcategory (optional)' : 'No subcategory'
          }
          options={subCategories.map((s) => ({ value: s.title, label: s.title }))}
          disabled={!subCategory && subCategories.length === 0}
        />
        <TextField label="Brand" autoComplete="off" error={errors.brand?.message} {...register('brand')} />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagsInput
                label="Tags"
                value={field.value}
                onChange={field.onChange}
                max={MAX_TAGS}
                placeholder="e.g. ankara"
                error={fieldState.error?.message ?? errors.tags?.root?.message}
              />
            )}
          />
        </div>
      </CardContent>
    </Card>
  );
}
