import { subPage } from '@/components/layout/sub-page';
import { paths } from '@/config/paths';
import { CreateInvoice } from '@/features/invoices/components/create-invoice';
import { renderCustomerPicker } from './customer-picker-slot';

export const AddInvoiceRoute = subPage(() => <CreateInvoice renderCustomerPicker={renderCustomerPicker} />, {
  title: 'Create invoice',
  description: 'Save it as a draft to finish later, or issue it now.',
  back: paths.app.invoice.list.getHref(),
});
