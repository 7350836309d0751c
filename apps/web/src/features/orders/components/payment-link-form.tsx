import { type PaymentLinkResult, type PaymentLinkBody, paymentLinkBody } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { formatMoney } from '@/lib/format';
import { useCreatePaymentLink } from '../api/create-payment-link';
import { BuyerFields, emptyBuyer, type FieldErrors, issuesByPath } from './buyer-fields';
import { CartLines, type ProductPicker } from './cart-lines';
import { DepositFields, depositOf, noDeposit } from './deposit-fields';
import { ShareLink, whatsAppShareUrl } from '@/components/share-link/share-link';
import { useCart } from './use-cart';

const emptyAddress = { address: '', city: '', state: '' };

export interface IdempotencyKeys {
  keyFor: (signature: unknown) => string;
  reset: () => void;
}

/**
 * "New order": the merchant builds a cart for a buyer on the phone or in chat, optionally with a
 * deposit; on confirmation the order awaits payment with its stock held, and the link to pay is shown
 * with Copy link and Share on WhatsApp.
 */
export function PaymentLinkForm({
  picker,
  idempotency,
}: {
  picker: ProductPicker;
  idempotency: IdempotencyKeys;
}) {
  const cart = useCart();
  const [buyer, setBuyer] = useState(emptyBuyer);
  const [address, setAddress] = useState(emptyAddress);
  const [deposit, setDeposit] = useState(noDeposit);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<PaymentLinkBody | null>(null);
  const create = useCreatePaymentLink();

  const review = () => {
    const parsed = paymentLinkBody.safeParse({
      ...buyer,
      deliveryAddress: address,
      cart: cart.cart.length ? cart.cart : undefined,
      deposit: depositOf(deposit),
    });
    setErrors(parsed.success ? {} : issuesByPath(parsed.error.issues));
    if (parsed.success) setPending(parsed.data);
  };
  const confirm = (body: PaymentLinkBody) =>
    create.mutate(
      { body, key: idempotency.keyFor(body) },
      { onSuccess: () => idempotency.reset(), onSettled: () => setPending(null) },
    );

  if (create.data) return <LinkCreated order={create.data} />;
  const addressField = (key: keyof typeof emptyAddress, label: string) => (
    <TextField
      label={label}
      value={address[key]}
      error={errors[`deliveryAddress.${key}`]}
      onChange={(event) => setAddress({ ...address, [key]: event.target.value })}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <CartLines cart={cart} picker={picker} error={errors['cart']} />
      <BuyerFields values={buyer} onChange={setBuyer} errors={errors} />
      <Card>
        <CardHeader title="Delivery address" />
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {addressField('address', 'Street address')}
          {addressField('city', 'City')}
          {addressField('state', 'State')}
        </CardContent>
      </Card>
      <DepositFields values={deposit} onChange={setDeposit} errors={errors} currency={cart.currency} />
      {create.error ? <FormAlert>{create.error.message}</FormAlert> : null}
      <div className="flex justify-end">
        <Button onClick={review}>Create payment link</Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Create this payment link?"
        description={`${cart.lines.length} product line(s), ${formatMoney(cart.total, cart.currency)} before delivery. The stock is held for the buyer until the payment is due.`}
        confirmLabel="Create link"
        isLoading={create.isPending}
        onConfirm={() => pending && confirm(pending)}
      />
    </div>
  );
}

function LinkCreated({ order }: { order: PaymentLinkResult }) {
  const url = order.buyerLink.url;
  const first = order.depositAmount ?? order.totalPrice;
  const message = `Hello ${order.delivery_name}, here is the link to pay ${formatMoney(first, order.currency)} for your order ${order.orderReference}:`;
  return (
    <Card>
      <CardHeader
        title={`Order ${order.orderReference} is waiting for payment`}
        description={
          order.depositAmount !== null
            ? `Deposit ${formatMoney(order.depositAmount, order.currency)} of ${formatMoney(order.totalPrice, order.currency)}; the rest is asked once the deposit is paid.`
            : `Total ${formatMoney(order.totalPrice, order.currency)}.`
        }
      />
      <CardContent>
        <ShareLink
          url={url}
          whatsappUrl={whatsAppShareUrl(`${message} ${url}`, order.phone)}
          email={order.email}
        />
      </CardContent>
    </Card>
  );
}
