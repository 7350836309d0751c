import { zodResolver } from '@hookform/resolvers/zod';
import { type Customer, invoiceRequest, type InvoiceRequest } from '@oja/contracts';
import { Eye, Link2Off, Send, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DraftControls } from '@/components/form/draft-controls';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { useFormDraft } from '@/components/form/use-form-draft';
import { moneyTextToMajor } from '@/components/money-input/money-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { type InvoiceFormValues, toInvoiceRequest } from './invoice-form-values';
import { InvoiceLineItems } from './invoice-line-items';

const fieldNames = ['fullname', 'phoneNumber', 'address', 'email', 'billingDate', 'dueDate', 'note'] as const;
// The request schema of @oja/contracts validates the form; its input is the form's values, with each
// line's price text read as the amount it shows.
const formSchema = z.preprocess(
  (values: InvoiceFormValues) => ({
    ...values,
    products: values.products.map((line) => ({ ...line, price: moneyTextToMajor(line.price) })),
  }),
  invoiceRequest,
);
const resolver = zodResolver(formSchema) as unknown as Resolver<InvoiceFormValues, unknown, InvoiceRequest>;

interface InvoiceFormProps {
  defaultValues: InvoiceFormValues;
  /** Names the unsaved draft kept across reloads, e.g. 'invoice:new'. */
  draftKey: string;
  /** The customer search/creation, composed by the route (customers are their own feature). */
  renderCustomerPicker: (onSelect: (customer: Customer) => void) => ReactNode;
  /**
   * Saves the invoice as a DRAFT or issues it; a rejection's field errors land on the fields. An edit
   * gets the version to send as If-Match (none: overwrite).
   */
  onSubmit: (request: InvoiceRequest, version: number | undefined) => Promise<unknown>;
  onPreview: (values: InvoiceFormValues) => void;
  /** An edit: the version the invoice was opened on, and how to start again from the stored one. */
  edit?: { version: number | undefined; onReload: () => void };
}

/** Create or edit an invoice: buyer, lines, dates and note; Preview, Save as draft or Issue. */
export function InvoiceForm({
  defaultValues,
  draftKey,
  renderCustomerPicker,
  onSubmit,
  onPreview,
  edit,
}: InvoiceFormProps) {
  const form = useForm<InvoiceFormValues, unknown, InvoiceRequest>({ resolver, defaultValues });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const draft = useFormDraft(form, {
    formKey: draftKey,
    stayWithin: [paths.app.invoice.preview.getHref()],
    version: edit?.version,
  });
  const customerId = useWatch({ control, name: 'customerId' });
  const submittingAs = useWatch({ control, name: 'status' });

  const selectCustomer = (customer: Customer) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('customerId', customer.id, options);
    setValue('fullname', customer.name, options);
    setValue('email', customer.email, options);
    setValue('phoneNumber', customer.phone, options);
  };

  const conflict = useEditConflict({
    version: draft.openedVersion,
    onReloadTheirs: () => {
      draft.discard();
      edit?.onReload();
    },
  });
  const saveWith = (overwrite: boolean) =>
    void handleSubmit(async (values) => {
      try {
        await draft.saving(() => onSubmit(toInvoiceRequest(values), conflict.versionFor(overwrite)));
      } catch (error) {
        // The failure itself is toasted by the query client; field errors go on their fields.
        if (!conflict.caught(error, () => saveWith(true)))
          applyServerFieldErrors(error, setError, fieldNames);
      }
    })();
  const submitAs = (status: InvoiceFormValues['status']) => {
    setValue('status', status);
    saveWith(false);
  };

  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={(event) => event.preventDefault()}>
      <DraftControls draft={draft} />
      <EditConflictDialog {...conflict.dialog} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 xl:items-start">
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
                  onClick={() => setValue('customerId', undefined, { shouldDirty: true })}
                >
                  <Link2Off aria-hidden="true" className="size-4" />
                  Unlink
                </Button>
              </div>
            ) : null}
            {renderCustomerPicker(selectCustomer)}
          </CardContent>
        </Card>

        <Card>
          <CardHeader title="Buyer" description="Who the invoice is addressed to." />
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Buyer name"
              autoComplete="off"
              error={errors.fullname?.message}
              {...register('fullname')}
            />
            <TextField
              label="Buyer email"
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Buyer phone"
              type="tel"
              autoComplete="off"
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
            <TextField
              label="Buyer address"
              autoComplete="off"
              error={errors.address?.message}
              {...register('address')}
            />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader title="Items" description="Add products from your catalogue or type in custom items." />
        <CardContent>
          <InvoiceLineItems form={form} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Dates and note" />
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Billing date"
            type="date"
            error={errors.billingDate?.message}
            {...register('billingDate')}
          />
          <TextField label="Due date" type="date" error={errors.dueDate?.message} {...register('dueDate')} />
          <TextAreaField
            label="Note to the buyer"
            hint="Optional: payment terms, a thank-you, delivery details."
            className="sm:col-span-2"
            error={errors.note?.message}
            {...register('note')}
          />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-end">
        <p className="mr-auto hidden text-sm text-slate-600 lg:block">
          A draft stays editable. An issued invoice can be sent to the buyer.
        </p>
        <Button variant="secondary" onClick={() => onPreview(getValues())} disabled={isSubmitting}>
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Button>
        <Button
          variant="secondary"
          onClick={() => submitAs('DRAFT')}
          isLoading={isSubmitting && submittingAs === 'DRAFT'}
          disabled={isSubmitting}
        >
          <Save aria-hidden="true" className="size-4" />
          Save as draft
        </Button>
        <Button
          onClick={() => submitAs('ISSUED')}
          isLoading={isSubmitting && submittingAs === 'ISSUED'}
          disabled={isSubmitting}
        >
          <Send aria-hidden="true" className="size-4" />
          Issue invoice
        </Button>
      </div>
    </form>
  );
}
