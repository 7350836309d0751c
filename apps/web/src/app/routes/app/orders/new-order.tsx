import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { PaymentLinkForm } from '@/features/orders/components/payment-link-form';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { catalogueProductPicker } from './product-picker';

/** New order (payment link), reached from the orders list. */
export function NewOrderRoute() {
  const idempotency = useIdempotencyKey();
  return (
    <>
      <PageHeader
        title="New order"
        description="Build an order for a buyer on the phone or in chat, and send them a link to pay."
        leading={<BackButton fallback={paths.app.products.orders.getHref()} />}
      />
      <PaymentLinkForm picker={catalogueProductPicker} idempotency={idempotency} />
    </>
  );
}
