import { type Customer } from '@oja/contracts';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateInvoice } from '../api/create-invoice';
import { InvoiceEditor } from './invoice-editor';
import { emptyInvoiceValues } from './invoice-form-values';

/** /invoice/add-invoice: a new invoice, saved as a DRAFT or issued; then its detail page. */
export function CreateInvoice({
  renderCustomerPicker,
}: {
  renderCustomerPicker: (onSelect: (customer: Customer) => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const [initialValues] = useState(() => emptyInvoiceValues());
  const create = useCreateInvoice({
    onSuccess: (invoice) => void navigate(paths.app.invoice.detail.getHref(invoice.id)),
  });
  return (
    <InvoiceEditor
      source={{ kind: 'new' }}
      initialValues={initialValues}
      onSubmit={(request) => create.mutateAsync(request)}
      renderCustomerPicker={renderCustomerPicker}
    />
  );
}
