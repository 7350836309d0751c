import type { ComponentProps } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';

type Bound<T extends FieldValues> = {
  form: Pick<UseFormReturn<T, unknown, never>, 'register' | 'getFieldState' | 'formState'>;
  name: Path<T>;
  options?: RegisterOptions<T, Path<T>>;
};

const bind = <T extends FieldValues>({ form, name, options }: Bound<T>) => ({
  error: form.getFieldState(name, form.formState).error?.message,
  ...form.register(name, options),
});

/** A text field registered on a form under `name`, showing that field's error. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Bound<T> & Omit<ComponentProps<typeof TextField>, 'name' | 'error' | 'form'>) {
  return <TextField {...props} {...bind({ form, name, options })} />;
}

/** A text area registered on a form under `name`, showing that field's error. */
export function FormTextAreaField<T extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Bound<T> & Omit<ComponentProps<typeof TextAreaField>, 'name' | 'error' | 'form'>) {
  return <TextAreaField {...props} {...bind({ form, name, options })} />;
}

/** A password field registered on a form under `name`, showing that field's error. */
export function FormPasswordField<T extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Bound<T> & Omit<ComponentProps<typeof PasswordField>, 'name' | 'error' | 'form'>) {
  return <PasswordField {...props} {...bind({ form, name, options })} />;
}
