import type { InvoiceRequest } from '@oja/contracts';
import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextAreaField, FormTextField } from '@/components/form/form-text-field';
import type { ZodForm } from '@/components/form/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { InvoiceFormValues } from './invoice-form-values';

type InvoiceFormState = ZodForm<InvoiceFormValues, InvoiceRequest>;

/** The saved customer the invoice is linked to (with Unlink), and the route's customer picker. */
export function InvoiceCustomerCard({ form, picker }: { form: InvoiceFormState; picker: ReactNode }) {
  const customerId = useWatch({ control: form.control, name: 'customerId' });
  return (
    <Card>
      <CardHeader
        title="Customer"
        description="Pick a saved customer or add a new one; their details fill the buyer fields."
      />
      <CardContent className="flex flex-col gap-3">
        {customerId ? (
          <div className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2">
            <Badge tone="brand">Saved customer linked</Badge>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => form.setValue('customerId', undefined, { shouldDirty: true })}
            >
              <Link2Off aria-hidden="true" className="size-4" />
              Unlink
            </Button>
          </div>
        ) : null}
        {picker}
      </CardContent>
    </Card>
  );
}

/** Who the invoice is addressed to. */
export function InvoiceBuyerCard({ form }: { form: InvoiceFormState }) {
  return (
    <Card>
      <CardHeader title="Buyer" description="Who the invoice is addressed to." />
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="fullname" label="Buyer name" autoComplete="off" />
        <FormTextField form={form} name="email" label="Buyer email" type="email" autoComplete="off" />
        <FormTextField form={form} name="phoneNumber" label="Buyer phone" type="tel" autoComplete="off" />
        <FormTextField form={form} name="address" label="Buyer address" autoComplete="off" />
      </CardContent>
    </Card>
  );
}

/** Billing and due dates, and the note to the buyer. */
export function InvoiceDatesCard({ form }: { form: InvoiceFormState }) {
  return (
    <Card>
      <CardHeader title="Dates and note" />
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="billingDate" label="Billing date" type="date" />
        <FormTextField form={form} name="dueDate" label="Due date" type="date" />
        <FormTextAreaField
          form={form}
          name="note"
          label="Note to the buyer"
          hint="Optional: payment terms, a thank-you, delivery details."
          className="sm:col-span-2"
        />
      </CardContent>
    </Card>
  );
}
