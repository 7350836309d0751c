import { useLocation, useParams } from 'react-router';
import { useProfile } from '@/lib/session/use-profile';
import { InvoiceDetail } from '@/features/invoices/components/invoice-detail';
import type { InvoiceDetailState } from '@/features/invoices/components/edit-invoice';
import { merchantName } from './merchant-name';

export function InvoiceDetailRoute() {
  const id = useParams().id ?? '';
  const state = useLocation().state as InvoiceDetailState | null;
  const { data: user } = useProfile();
  return <InvoiceDetail key={id} id={id} merchantName={merchantName(user)} notice={state?.notice} />;
}
