import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { InvoiceRemindersCard } from '@/features/invoices/components/invoice-reminders-card';
import { InvoiceSettingsCard } from '@/features/invoices/components/invoice-settings-card';

/** /invoice/settings: the merchant's invoice settings (the VAT rate of new invoices, payment reminders). */
export function InvoiceSettingsRoute() {
  return (
    <>
      <PageHeader
        title="Invoice settings"
        description="How new invoices are made."
        leading={<BackButton fallback={paths.app.invoice.list.getHref()} />}
      />
      <InvoiceSettingsCard />
      <InvoiceRemindersCard />
    </>
  );
}
