import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';

type FormSelectFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  ComponentProps<typeof SelectField>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
  /** After the form has the new value, e.g. to clear a dependent field. */
  onValueChange?: (value: string) => void;
};

/**
 * A select bound to a form field by value. Its options may arrive after the value (categories,
 * states and cities load from the API; an edit form or a restored draft sets the value first): the
 * saved value is shown and kept all along, never read as "Select …".
 */
export function FormSelectField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  onValueChange,
  error,
  ...props
}: FormSelectFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
          error={error ?? fieldState.error?.message}
        />
      )}
    />
  );
}
