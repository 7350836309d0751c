import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { PinPad } from './pin-pad';

interface FormPinPadProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
  keypad?: boolean;
}

/** A PIN pad bound to a form field, showing that field's error. */
export function FormPinPad<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: FormPinPadProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange }, fieldState }) => (
        <PinPad {...props} value={value} onChange={onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
