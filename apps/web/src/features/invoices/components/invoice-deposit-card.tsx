import type { InvoiceRequest } from '@oja/contracts';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import type { ZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { InvoiceFormValues } from './invoice-form-values';

const kinds = [
  { value: '', label: 'No deposit: pay in full or in instalments' },
  { value: 'percent', label: 'A percentage of the total' },
  { value: 'fixed', label: 'A fixed amount' },
] as const;

/**
 * How the buyer pays: VAT at the merchant's rate (settings) or none, and the deposit due before the rest,
 * if any; the buyer may pay the rest in instalments.
 */
export function InvoiceDepositCard({ form }: { form: ZodForm<InvoiceFormValues, InvoiceRequest> }) {
  const kind = useWatch({ control: form.control, name: 'deposit.kind' });
  return (
    <Card>
      <CardHeader
        title="VAT and deposit"
        description="Ask for part of the total first; the buyer can pay the rest in one go or in parts."
      />
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <label className="flex items-start gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            {...form.register('vat')}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          Add VAT at your rate (set in invoice settings)
        </label>
        <FormSelectField control={form.control} name="deposit.kind" label="Deposit" options={kinds} />
        {kind ? (
          <FormTextField
            form={form}
            name="deposit.value"
            label={kind === 'percent' ? 'Deposit (% of the total)' : 'Deposit amount (NGN)'}
            inputMode="decimal"
            autoComplete="off"
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
