import { type LogisticsCompanyBody, logisticsCompanyBody } from '@oja/contracts';
import { Plus, X } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { MoneyInput } from '@/components/money-input/money-input';
import { moneyTextToMajor } from '@/components/money-input/money-text';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/form/form-text-field';
import { TextField } from '@/components/ui/field';
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
  const form = useZodForm<Values, LogisticsCompanyBody>(formSchema, {
    defaultValues: { name: '', contactName: undefined, email: undefined, phone: '', rates: [] },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const rates = useFieldArray({ control, name: 'rates' });
  const add = useAddLogisticsCompany({ onSuccess: onDone });

  const submit = (values: LogisticsCompanyBody) =>
    add.mutate(values, { onError: (error) => form.setServerErrors(error, fieldNames) });

  return (
    <Form form={form} onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormTextField
        form={form}
        name="name"
        label="Company name"
        className="sm:col-span-2"
        autoComplete="organization"
      />
      <FormTextField
        form={form}
        name="contactName"
        label="Contact person (optional)"
        autoComplete="name"
        options={{ setValueAs: optional }}
      />
      <FormTextField form={form} name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormTextField
        form={form}
        name="email"
        label="Email (optional)"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        options={{ setValueAs: optional }}
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
    </Form>
  );
}
