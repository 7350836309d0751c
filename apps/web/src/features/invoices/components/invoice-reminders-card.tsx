import { type InvoiceReminders, invoiceRemindersSchema } from '@oja/contracts';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { useInvoiceReminders, useSaveInvoiceReminders } from '../api/invoice-reminders';

interface Values {
  enabled: boolean;
  offsets: string;
}
/** '-3, 0, 7' → [-3, 0, 7]; a part that is no number reads as 0.5, which the shared whole-day rule refuses. */
const offsetsOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^[-+]?\d+$/.test(part) ? Number(part) : 0.5));
const schema = z.preprocess(
  (values: Values) => ({ enabled: values.enabled, offsets: offsetsOf(values.offsets) }),
  invoiceRemindersSchema,
);

function RemindersForm({ reminders }: { reminders: InvoiceReminders }) {
  const save = useSaveInvoiceReminders();
  const form = useZodForm<Values, InvoiceReminders>(schema, {
    defaultValues: { enabled: reminders.enabled, offsets: reminders.offsets.join(', ') },
  });
  const submit = async (values: InvoiceReminders) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      form.setServerErrors(error, ['offsets']);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <FormCheckbox form={form} name="enabled">
        Email buyers a reminder while an invoice is unpaid
      </FormCheckbox>
      <FormTextField
        form={form}
        name="offsets"
        label="Reminder days"
        autoComplete="off"
        hint="Days from the due date, separated by commas: -3 is three days before, 0 the due day, 7 a week late."
        className="sm:w-80"
      />
      <div>
        <SaveButton isSaving={save.isPending}>Save reminders</SaveButton>
      </div>
    </Form>
  );
}

/** Payment reminders: each is emailed once per unpaid invoice, never after it is paid or cancelled. */
export function InvoiceRemindersCard() {
  const { data, isPending, error } = useInvoiceReminders();
  return (
    <Card className="mt-6">
      <CardHeader title="Payment reminders" description="Emails that remind buyers of what they owe." />
      <CardContent>
        {isPending ? <LoadingState /> : null}
        {error ? <FormAlert>{error.message}</FormAlert> : null}
        {data ? <RemindersForm reminders={data} /> : null}
      </CardContent>
    </Card>
  );
}
