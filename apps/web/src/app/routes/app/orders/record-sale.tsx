import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { OfflineSaleForm } from '@/features/orders/components/offline-sale-form';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { catalogueProductPicker } from './product-picker';

/** Record sale (offline: cash, bank transfer or POS), reached from the orders list. */
export function RecordSaleRoute() {
  const idempotency = useIdempotencyKey();
  return (
    <>
      <PageHeader
        title="Record sale"
        description="A walk-in buyer paid in person: the units leave your stock at once."
        leading={<BackButton fallback={paths.app.products.orders.getHref()} />}
      />
      <OfflineSaleForm picker={catalogueProductPicker} idempotency={idempotency} />
    </>
  );
}
