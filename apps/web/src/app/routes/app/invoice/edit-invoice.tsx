import { useParams } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { EditInvoice } from '@/features/invoices/components/edit-invoice';
import { renderCustomerPicker } from './customer-picker-slot';

export function EditInvoiceRoute() {
  const id = useParams().id ?? '';
  return (
    <>
      <PageHeader
        title="Edit invoice"
        description="Only drafts can be changed. Save it again, or issue it."
        leading={<BackButton fallback={paths.app.invoice.detail.getHref(id)} />}
      />
      <EditInvoice key={id} id={id} renderCustomerPicker={renderCustomerPicker} />
    </>
  );
}
