import {
  OFFLINE_METHODS,
  type OfflineSaleBody,
  offlineMethodLabel,
  offlineSaleBody,
  type OfflineSaleResult,
} from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { formatMoney } from '@/lib/format';
import { useStoreCredit } from '@/hooks/use-store-credit';
import { useRecordOfflineSale } from '../api/record-offline-sale';
import { creditFor, OfflineSaleCredit } from './offline-sale-credit';
import { BuyerFields, emptyBuyer, type FieldErrors, issuesByPath } from './buyer-fields';
import { CartLines, type ProductPicker } from './cart-lines';
import type { IdempotencyKeys } from './payment-link-form';
import { useCart } from './use-cart';
import { ShareLink, whatsAppShareUrl } from '@/components/share-link/share-link';

const METHODS = OFFLINE_METHODS.map((value) => ({ value, label: offlineMethodLabel(value) }));
const blankToUndefined = (text: string) => (text.trim() ? text : undefined);

/**
 * "Record sale": a walk-in buyer paid in cash, by bank transfer or POS. On confirmation the units leave
 * the stock at once and the sale counts in the reports as an offline sale (not in the wallet).
 */
export function OfflineSaleForm({
  picker,
  idempotency,
}: {
  picker: ProductPicker;
  idempotency: IdempotencyKeys;
}) {
  const cart = useCart();
  const [method, setMethod] = useState<OfflineSaleBody['method']>('cash');
  const [buyer, setBuyer] = useState(emptyBuyer);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<OfflineSaleBody | null>(null);
  const record = useRecordOfflineSale();
  const [creditApplied, setCreditApplied] = useState(false);
  const held = useStoreCredit(buyer.email || undefined).data ?? 0;
  const credit = creditApplied ? creditFor(held, cart.total) : 0;

  const review = () => {
    const given = buyer.name || buyer.phone || buyer.email;
    const parsed = offlineSaleBody.safeParse({
      method,
      cart: cart.cart,
      buyer: given
        ? { name: buyer.name, phone: blankToUndefined(buyer.phone), email: blankToUndefined(buyer.email) }
        : undefined,
      ...(credit > 0 ? { storeCredit: credit } : {}),
    });
    setErrors(parsed.success ? {} : issuesByPath(parsed.error.issues));
    if (parsed.success) setPending(parsed.data);
  };
  const confirm = (body: OfflineSaleBody) =>
    record.mutate(
      { body, key: idempotency.keyFor(body) },
      { onSuccess: () => idempotency.reset(), onSettled: () => setPending(null) },
    );

  if (record.data) return <SaleRecorded order={record.data} method={method} />;
  return (
    <div className="flex flex-col gap-4">
      <CartLines cart={cart} picker={picker} error={errors['cart']} />
      <Card>
        <CardHeader title="Payment" />
        <CardContent>
          <SelectField
            label="Paid by"
            options={METHODS}
            value={method}
            onChange={(event) => setMethod(event.target.value as OfflineSaleBody['method'])}
          />
        </CardContent>
      </Card>
      <BuyerFields values={buyer} onChange={setBuyer} errors={errors} prefix="buyer." optional />
      <OfflineSaleCredit
        email={buyer.email}
        currency={cart.currency}
        total={cart.total}
        applied={creditApplied}
        onAppliedChange={setCreditApplied}
      />
      {record.error ? <FormAlert>{record.error.message}</FormAlert> : null}
      <div className="flex justify-end">
        <Button onClick={review}>Record sale</Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Record this sale?"
        description={`${formatMoney(cart.total, cart.currency)}, ${
          credit > 0
            ? `${formatMoney(credit, cart.currency)} from the buyer’s store credit and the rest `
            : ''
        }paid by ${offlineMethodLabel(method)}. The units leave your stock now; this cannot be undone here.`}
        confirmLabel="Record sale"
        isLoading={record.isPending}
        onConfirm={() => pending && confirm(pending)}
      />
    </div>
  );
}

function SaleRecorded({ order, method }: { order: OfflineSaleResult; method: string }) {
  const message = `Thank you for your purchase. Your receipt for ${order.orderReference}:`;
  return (
    <Card>
      <CardHeader
        title={`Sale ${order.orderReference} recorded`}
        description={`${formatMoney(order.totalPrice, order.currency)}, paid by ${offlineMethodLabel(method)}. Send the buyer the receipt:`}
      />
      <CardContent>
        <ShareLink
          url={order.receiptLink.url}
          email={order.email || undefined}
          whatsappUrl={whatsAppShareUrl(`${message} ${order.receiptLink.url}`, order.phone || undefined)}
        />
      </CardContent>
    </Card>
  );
}
