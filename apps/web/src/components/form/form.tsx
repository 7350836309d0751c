import type { ComponentProps, FormEvent } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';

type SubmitProps<TInput extends FieldValues, TOutput extends FieldValues> =
  | {
      form: Pick<UseFormReturn<TInput, unknown, TOutput>, 'handleSubmit'>;
      onSubmit: SubmitHandler<TOutput>;
      onInvalid?: SubmitErrorHandler<TInput>;
    }
  | {
      /** Without a form, the screen runs its own checks: onSubmit is called with nothing. */
      form?: undefined;
      onSubmit: () => void;
      onInvalid?: undefined;
    };

type FormProps<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit'
> &
  SubmitProps<TInput, TOutput>;

const submitHandler = <TInput extends FieldValues, TOutput extends FieldValues>(
  props: SubmitProps<TInput, TOutput>,
) => {
  if (props.form) return props.form.handleSubmit(props.onSubmit, props.onInvalid);
  const { onSubmit } = props;
  return (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
};

/**
 * The dashboard's form element: the browser's own validation off, the schema's checks on submit.
 * A column of fields unless given its own classes.
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>(
  props: FormProps<TInput, TOutput>,
) {
  const { form: _form, onSubmit: _onSubmit, onInvalid: _onInvalid, className, ...rest } = props;
  return (
    <form
      noValidate
      className={className ?? 'flex flex-col gap-4'}
      onSubmit={submitHandler(props)}
      {...rest}
    />
  );
}
