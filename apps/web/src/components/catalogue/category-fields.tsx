import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/form/form-select-field';

/** A catalogue category from the API, by name, with the names of its subcategories. */
export interface CategoryOption {
  name: string;
  subCategories: readonly string[];
}

interface CategoryFieldsProps<T extends FieldValues, C, O extends FieldValues> {
  /** A form with `category` and `subCategory` text fields. */
  control: Control<T, C, O>;
  categories: readonly CategoryOption[] | undefined;
  isPending: boolean;
  /** After a new category is chosen: the form clears its subcategory. */
  onCategoryChange: () => void;
}

/** Category and subcategory selects; the subcategories are those of the chosen category. */
export function CategoryFields<T extends FieldValues, C, O extends FieldValues>({
  control,
  categories,
  isPending,
  onCategoryChange,
}: CategoryFieldsProps<T, C, O>) {
  const names = { category: 'category' as Path<T>, subCategory: 'subCategory' as Path<T> };
  const category = useWatch({ control, name: names.category }) as unknown;
  const subCategory = useWatch({ control, name: names.subCategory }) as unknown;
  const subCategories = categories?.find((c) => c.name === category)?.subCategories ?? [];
  return (
    <>
      <FormSelectField
        control={control}
        name={names.category}
        label="Category"
        placeholder={isPending ? 'Loading categories…' : 'Select a category'}
        options={(categories ?? []).map((c) => ({ value: c.name, label: c.name }))}
        onValueChange={onCategoryChange}
      />
      <FormSelectField
        control={control}
        name={names.subCategory}
        label="Subcategory"
        placeholder={
          subCategory || subCategories.length > 0 ? 'Select a subcategory (optional)' : 'No subcategory'
        }
        options={subCategories.map((name) => ({ value: name, label: name }))}
        disabled={!subCategory && subCategories.length === 0}
      />
    </>
  );
}
