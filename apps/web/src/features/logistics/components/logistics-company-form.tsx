import { zodResolver } from '@hookform/resolvers/zod';
import { type LogisticsCompanyBody, logisticsCompanyBody } from '@oja/contracts';
import { Plus, X } from 'lucide-react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MoneyInput } from '@/components/money-input/money-input';
import { moneyTextToMajor } from '@/components/money-input/money-text';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAddLogisticsCompany } from '../api/add-logistics-company';

/** The form as typed: each rate's amount is money text until it is sent. */
type Values = Omit<z.input<typeof logisticsCompanyBody>, 'rates'> & {
  rates: Array<{ label: string; amount: string }>;
};

const formSchema = z.preprocess(
  (values: Values) => ({
    ...values,
    rates: values.rates.map((rate) => ({ ...rate, amount: moneyTextToMajor(rate.amount) })),
  }),
  logisticsCompanyBody,
);

const fieldNames = ['name', 'contactName', 'email', 'phone'] as const;
/** Optional text left empty is not sent. */
const optional = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A logistics company the merchant works with: its name, contact and the rates it charges. */
export function LogisticsCompanyForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, LogisticsCompanyBody>({
    resolver: zodResolver(formSchema) as unknown as Resolver<Values, unknown, LogisticsCompanyBody>,
    defaultValues: { name: '', contactName: undefined, email: undefined, phone: '', rates: [] },
  });
  const rates = useFieldArray({ control, name: 'rates' });
  const add = useAddLogisticsCompany({ onSuccess: onDone });

  const submit = handleSubmit((values) =>
    add.mutate(values, { onError: (error) => applyServerFieldErrors(error, setError, fieldNames) }),
  );

  return (
    <form noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={submit}>
      <TextField
        label="Company name"
        className="sm:col-span-2"
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Contact person (optional)"
        autoComplete="name"
        error={errors.contactName?.message}
        {...register('contactName', { setValueAs: optional })}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        error={errors.email?.message}
        {...register('email', { setValueAs: optional })}
      />
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Rates</legend>
        {rates.fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-start gap-2">
            <TextField
              label={`Rate ${index + 1} name`}
              placeholder="Within Lagos"
              error={errors.rates?.[index]?.label?.message}
              {...register(`rates.${index}.label`)}
            />
            <Controller
              control={control}
              name={`rates.${index}.amount`}
              render={({ field: amount, fieldState }) => (
                <MoneyInput
                  label={`Rate ${index + 1} amount (₦)`}
                  {...amount}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-6"
              onClick={() => rates.remove(index)}
              aria-label={`Remove rate ${index + 1}`}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => rates.append({ label: '', amount: '' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add a rate
          </Button>
        </div>
      </fieldset>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={add.isPending}>
          Add company
        </Button>
      </div>
    </form>
  );
}
