import { useProfile } from '@/lib/session/use-profile';
import { InvoicePreview } from '@/features/invoices/components/invoice-preview';
import { merchantName } from './merchant-name';

export function InvoicePreviewRoute() {
  const { data: user } = useProfile();
  return <InvoicePreview merchantName={merchantName(user)} />;
}
