import { invoiceSettingsSchema, parseDecimalText } from '@oja/contracts';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/invoice-settings';

interface Values {
  vatRate: string;
}
const schema = z.preprocess(
  (values: Values) => ({ vatRate: parseDecimalText(values.vatRate) ?? Number.NaN }),
  invoiceSettingsSchema,
);

function VatRateForm({ vatRate }: { vatRate: number }) {
  const save = useSaveInvoiceSettings();
  const form = useZodForm<Values, z.infer<typeof invoiceSettingsSchema>>(schema, {
    defaultValues: { vatRate: String(vatRate) },
  });
  const submit = async (values: z.infer<typeof invoiceSettingsSchema>) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      form.setServerErrors(error, ['vatRate']);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <FormTextField
        form={form}
        name="vatRate"
        label="VAT rate (%)"
        inputMode="decimal"
        hint="Added to invoices you mark 'Add VAT'. Nigeria's standard rate is 7.5 %."
        className="sm:w-64"
      />
      <SaveButton isSaving={save.isPending}>Save VAT rate</SaveButton>
    </Form>
  );
}

/** The account's invoice settings: the VAT rate for new invoices (existing ones keep theirs). */
export function InvoiceSettingsCard() {
  const { data, isPending, error } = useInvoiceSettings();
  return (
    <Card className="mt-6">
      <CardHeader title="Invoices" description="The VAT rate of new invoices." />
      <CardContent>
        {isPending ? <LoadingState /> : null}
        {error ? <FormAlert>{error.message}</FormAlert> : null}
        {data ? <VatRateForm vatRate={data.vatRate} /> : null}
      </CardContent>
    </Card>
  );
}
