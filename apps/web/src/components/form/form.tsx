import type { ComponentProps } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';

type FormProps<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit'
> & {
  form: Pick<UseFormReturn<TInput, unknown, TOutput>, 'handleSubmit'>;
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<TInput>;
};

/**
 * The dashboard's form element: the browser's own validation off, the schema's checks on submit.
 * A column of fields unless given its own classes.
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  className,
  ...props
}: FormProps<TInput, TOutput>) {
  return (
    <form
      noValidate
      className={className ?? 'flex flex-col gap-4'}
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      {...props}
    />
  );
}
