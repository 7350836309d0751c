import { parseDecimalText, type PayableInvoice, toMinor } from '@oja/contracts';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import { useStartInvoicePayment } from '../api/start-invoice-payment';

/** What a buyer can pay now: at least the deposit still due, at most what is left (major units). */
export function payableRange(invoice: PayableInvoice) {
  const min = invoice.depositDue > 0 ? invoice.depositDue : 0.01;
  return { min, max: invoice.amountLeft, suggested: invoice.depositDue || invoice.amountLeft };
}

/**
 * The buyer's 'Pay now': the amount is prefilled with the deposit due (or all that is left) and may be
 * changed to any instalment in range; the server checks it again.
 */
export function PayAmount({ invoice, token }: { invoice: PayableInvoice; token: string }) {
  const inputId = useId();
  const range = payableRange(invoice);
  const [text, setText] = useState(String(range.suggested));
  const [problem, setProblem] = useState('');
  const pay = useStartInvoicePayment({
    // The provider's checkout page; it sends the buyer back here when done.
    onSuccess: (checkout) => window.location.assign(checkout.authorizationUrl),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseDecimalText(text);
    if (amount === null || amount < range.min || amount > range.max) {
      return setProblem(
        `Enter an amount from ${formatMoney(range.min, invoice.currency)} to ${formatMoney(range.max, invoice.currency)}`,
      );
    }
    setProblem('');
    pay.mutate({ token, amountMinor: toMinor(amount) });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:items-end">
      <div className="flex w-full flex-col gap-1 sm:w-48">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          Amount to pay ({invoice.currency})
        </label>
        <Input
          id={inputId}
          inputMode="decimal"
          value={text}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <FormAlert>{problem || pay.error?.message}</FormAlert>
      <Button size="lg" type="submit" className="w-full sm:w-auto" isLoading={pay.isPending}>
        <CreditCard aria-hidden="true" className="size-5" />
        Pay now
      </Button>
    </form>
  );
}
