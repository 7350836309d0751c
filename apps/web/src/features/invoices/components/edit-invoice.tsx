import { type Customer, invoiceMessages } from '@oja/contracts';
import { FileWarning } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useInvoice } from '../api/get-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { InvoiceEditor } from './invoice-editor';
import { invoiceToValues } from './invoice-form-values';

/** The state the detail page reads to explain a redirect. */
export interface InvoiceDetailState {
  notice?: string;
}

interface EditInvoiceProps {
  id: string;
  renderCustomerPicker: (onSelect: (customer: Customer) => void) => ReactNode;
}

/** /invoice/{id}/edit-invoice: drafts only; any other invoice goes to its detail page with the reason. */
export function EditInvoice({ id, renderCustomerPicker }: EditInvoiceProps) {
  const navigate = useNavigate();
  const { data: invoice, isPending, error, refetch } = useInvoice(id);
  const update = useUpdateInvoice({
    onSuccess: (saved) => void navigate(paths.app.invoice.detail.getHref(saved.id)),
  });
  const [loads, setLoads] = useState(0);
  // "Reload theirs": the stored invoice replaces the form (and, issued meanwhile, leaves this page).
  const reload = async () => {
    update.reset();
    await refetch();
    setLoads((n) => n + 1);
  };

  if (isPending) return <LoadingState />;
  if (!invoice) {
    return (
      <Card>
        <EmptyState
          icon={FileWarning}
          title={error?.message ?? invoiceMessages.notFound}
          description="It may have been removed, or the link is wrong."
          action={
            <Link to={paths.app.invoice.list.getHref()} className={buttonStyles({ variant: 'secondary' })}>
              All invoices
            </Link>
          }
        />
      </Card>
    );
  }
  // Only before this page saves it: issuing from here also leaves the invoice non-draft.
  if (invoice.status !== 'DRAFT' && update.isIdle) {
    return (
      <Navigate
        to={paths.app.invoice.detail.getHref(invoice.id)}
        replace
        state={{ notice: invoiceMessages.onlyDraftEditable } satisfies InvoiceDetailState}
      />
    );
  }
  return (
    <InvoiceEditor
      key={loads}
      source={{
        kind: 'edit',
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        version: invoice.version,
      }}
      initialValues={invoiceToValues(invoice)}
      onSubmit={(request, version) => update.mutateAsync({ id: invoice.id, body: request, version })}
      onReload={() => void reload()}
      renderCustomerPicker={renderCustomerPicker}
    />
  );
}
