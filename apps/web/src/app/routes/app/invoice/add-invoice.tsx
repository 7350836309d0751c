import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { CreateInvoice } from '@/features/invoices/components/create-invoice';
import { renderCustomerPicker } from './customer-picker-slot';

export function AddInvoiceRoute() {
  return (
    <>
      <PageHeader
        title="Create invoice"
        description="Save it as a draft to finish later, or issue it now."
        leading={<BackButton fallback={paths.app.invoice.list.getHref()} />}
      />
      <CreateInvoice renderCustomerPicker={renderCustomerPicker} />
    </>
  );
}
