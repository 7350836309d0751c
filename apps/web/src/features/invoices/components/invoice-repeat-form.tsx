import { invoiceScheduleRequest, type InvoiceScheduleRequest } from '@oja/contracts';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSetInvoiceSchedule } from '../api/invoice-schedule';

interface Values {
  every: string;
  days: string;
  startsOn: string;
  endsOn: string;
  count: string;
}
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));
const schema = z.preprocess(
  (v: Values) => ({
    every: v.every,
    days: v.every === 'days' ? whole(v.days) : undefined,
    startsOn: v.startsOn,
    endsOn: v.endsOn || undefined,
    count: whole(v.count),
  }),
  invoiceScheduleRequest,
);
const everyOptions = [
  { value: 'week', label: 'Every week' },
  { value: 'month', label: 'Every month' },
  { value: 'days', label: 'Every number of days' },
];

/** Makes the invoice repeat: a copy is issued and emailed to the buyer on each date of the schedule. */
export function InvoiceRepeatForm({ invoiceId, today }: { invoiceId: string; today: string }) {
  const save = useSetInvoiceSchedule(invoiceId);
  // One key per attempt: a retry of the same schedule sends it again, a changed one gets a new key.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const form = useZodForm<Values, InvoiceScheduleRequest>(schema, {
    defaultValues: { every: 'month', days: '', startsOn: today, endsOn: '', count: '' },
  });
  const every = useWatch({ control: form.control, name: 'every' });
  const submit = async (body: InvoiceScheduleRequest) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    try {
      await save.mutateAsync({ body, key: attempt.current.key });
    } catch (error) {
      form.setServerErrors(error, ['startsOn', 'endsOn', 'days', 'count']);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormSelectField control={form.control} name="every" label="Repeat" options={everyOptions} />
      {every === 'days' ? (
        <FormTextField form={form} name="days" label="Days apart" inputMode="numeric" autoComplete="off" />
      ) : null}
      <FormTextField form={form} name="startsOn" label="First invoice on" type="date" />
      <FormTextField form={form} name="endsOn" label="Last date (optional)" type="date" />
      <FormTextField
        form={form}
        name="count"
        label="Number of invoices (optional)"
        inputMode="numeric"
        autoComplete="off"
      />
      <div className="sm:col-span-2">
        <SaveButton isSaving={save.isPending}>Start repeating</SaveButton>
      </div>
    </Form>
  );
}
