import { CategoryFields } from '@/components/catalogue/category-fields';
import { TagsField } from '@/components/catalogue/catalogue-fields';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useProductCategories } from '../api/get-product-categories';
import type { ProductForm } from './product-form-values';

/** Name, caption, description, brand, category and subcategory (from the API), tags. */
export function ProductBasicsSection({ form }: { form: ProductForm }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const categories = useProductCategories();

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
        <CategoryFields
          control={control}
          categories={categories.data?.map((c) => ({
            name: c.title,
            subCategories: c.subCategories.map((s) => s.title),
          }))}
          isPending={categories.isPending}
          onCategoryChange={() => setValue('subCategory', '', { shouldDirty: true })}
        />
        <TextField label="Brand" autoComplete="off" error={errors.brand?.message} {...register('brand')} />
        <TagsField control={control} name="tags" placeholder="e.g. ankara" />
      </CardContent>
    </Card>
  );
}
