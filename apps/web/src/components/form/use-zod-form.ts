import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/form-errors';

type Options<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver'
>;

/**
 * A form checked with a zod schema of @oja/contracts (the rules the server enforces), which also puts a
 * failed request's field errors on its fields: `setServerErrors(error)` returns the paths it set.
 * A schema that reads the typed values first (z.preprocess) names them: `useZodForm<Values, Body>(…)`.
 */
export const useZodForm = <TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput> | z.ZodType<TOutput, unknown>,
  options: Options<TInput, TOutput> = {},
) => {
  const resolver = zodResolver(schema as z.ZodType<TOutput, TInput>) as Resolver<TInput, unknown, TOutput>;
  const form = useForm<TInput, unknown, TOutput>({ ...options, resolver });
  // The same object on every render, as useForm's own (effects may depend on it).
  return Object.assign(form, {
    setServerErrors: (error: unknown, fields?: readonly string[]) =>
      applyServerErrors(error, form.setError, fields),
  });
};

export type ZodForm<TInput extends FieldValues, TOutput extends FieldValues = TInput> = ReturnType<
  typeof useZodForm<TInput, TOutput>
>;
