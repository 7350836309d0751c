import { MAX_TAGS } from '@oja/contracts';
import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { MoneyInput } from '@/components/money-input/money-input';
import { SelectField } from '@/components/ui/select-field';
import { TagsInput } from '@/components/ui/tags-input';
import { currencyDisplay } from '@/lib/format';

const statusOptions = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
];

/** The Active / Inactive select of a product or service (spread the form's `register('status')`). */
export function StatusField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'options'>) {
  return <SelectField label="Status" options={statusOptions} {...props} />;
}

interface ControlledFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: Path<T>;
}

/** A money field labelled with the currency symbol, e.g. 'Price (₦)'. */
export function PriceField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label = 'Price',
}: ControlledFieldProps<T, C, O> & { label?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={`${label} (${currencyDisplay().symbol})`}
          {...field}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Up to MAX_TAGS tags, e.g. 'ankara'. */
export function TagsField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  placeholder,
}: ControlledFieldProps<T, C, O> & { placeholder: string }) {
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TagsInput
            label="Tags"
            value={field.value}
            onChange={field.onChange}
            max={MAX_TAGS}
            placeholder={placeholder}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
    </div>
  );
}
