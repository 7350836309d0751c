import { type Customer, invoiceRequest, type InvoiceRequest } from '@oja/contracts';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { DraftControls } from '@/components/form/draft-controls';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { useFormDraft } from '@/components/form/use-form-draft';
import { useZodForm } from '@/components/form/use-zod-form';
import { moneyTextToMajor } from '@/components/money-input/money-text';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { depositOfForm, type InvoiceFormValues, toInvoiceRequest } from './invoice-form-values';
import { InvoiceFormActions } from './invoice-form-actions';
import { InvoiceBuyerCard, InvoiceCustomerCard, InvoiceDatesCard } from './invoice-form-sections';
import { InvoiceDepositCard } from './invoice-deposit-card';
import { InvoiceLineItems } from './invoice-line-items';

const fieldNames = ['fullname', 'phoneNumber', 'address', 'email', 'billingDate', 'dueDate', 'note'] as const;
// The request schema of @oja/contracts validates the form; its input is the form's values, with each
// line's price text read as the amount it shows.
const formSchema = z.preprocess(
  (values: InvoiceFormValues) => ({
    ...values,
    products: values.products.map((line) => ({ ...line, price: moneyTextToMajor(line.price) })),
    deposit: depositOfForm(values.deposit),
    vat: values.vat === true,
  }),
  invoiceRequest,
);

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

/** Create or edit an invoice: buyer, lines, dates, note and deposit; Preview, Save as draft or Issue. */
export function InvoiceForm({
  defaultValues,
  draftKey,
  renderCustomerPicker,
  onSubmit,
  onPreview,
  edit,
}: InvoiceFormProps) {
  const form = useZodForm<InvoiceFormValues, InvoiceRequest>(formSchema, { defaultValues });
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { isSubmitting, isSubmitted },
  } = form;
  const draft = useFormDraft(form, {
    formKey: draftKey,
    stayWithin: [paths.app.invoice.preview.getHref()],
    version: edit?.version,
  });
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
        if (!conflict.caught(error, () => saveWith(true))) form.setServerErrors(error, fieldNames);
      }
    })();
  const submitAs = (status: InvoiceFormValues['status']) => {
    setValue('status', status);
    saveWith(false);
  };

  // Enter in a field does not submit: the invoice is saved as a draft or issued with its buttons.
  return (
    <Form className="flex flex-col gap-6" onSubmit={() => undefined}>
      <DraftControls draft={draft} />
      <EditConflictDialog {...conflict.dialog} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 xl:items-start">
        <InvoiceCustomerCard form={form} picker={renderCustomerPicker(selectCustomer)} />
        <InvoiceBuyerCard form={form} />
      </div>
      <Card>
        <CardHeader title="Items" description="Add products from your catalogue or type in custom items." />
        <CardContent>
          <InvoiceLineItems form={form} />
        </CardContent>
      </Card>
      <InvoiceDatesCard form={form} />
      <InvoiceDepositCard form={form} />
      <InvoiceFormActions
        isSubmitting={isSubmitting}
        submittingAs={submittingAs}
        onPreview={() => onPreview(getValues())}
        onSubmitAs={submitAs}
      />
    </Form>
  );
}
