import {
  type DepositInput,
  depositMinor,
  instalmentMessages,
  invoiceMessages,
  type InvoiceLineInput,
  MAX_INVOICE_TOTAL,
  toMinor,
  vatMinorOf,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { invoiceRepository, type NewLine } from './invoice-repository.ts';
import { vatRateBpOf } from './invoice-settings.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else cannot name a row, so it is answered like a missing one. */
export const isUuid = (value: string) => UUID.test(value);

const MAX_TOTAL_MINOR = toMinor(MAX_INVOICE_TOTAL);

/**
 * The lines as stored, with the totals computed here: each line is quantity × unit price, the amount is
 * their sum. A catalogue line must name one of the caller's products (another merchant's is a 404, as a
 * missing one); its name and unit price default to the product's.
 */
export async function resolveLines(db: Executor, merchantId: string, inputs: InvoiceLineInput[]) {
  const ids = [...new Set(inputs.flatMap((l) => (l.productId ? [l.productId] : [])))];
  if (ids.some((id) => !isUuid(id))) throw new AppError('NOT_FOUND', invoiceMessages.productNotFound);
  const found = new Map((await invoiceRepository.productsOf(db, merchantId, ids)).map((p) => [p.id, p]));
  if (found.size !== ids.length) throw new AppError('NOT_FOUND', invoiceMessages.productNotFound);

  let amountMinor = 0;
  const lines: NewLine[] = inputs.map((input) => {
    const product = input.productId ? found.get(input.productId) : undefined;
    const priceMinor = input.price !== undefined ? toMinor(input.price) : product!.priceMinor;
    const totalAmountMinor = input.quantity * priceMinor;
    amountMinor += totalAmountMinor;
    return {
      productId: product?.id ?? null,
      name: input.name ?? product!.name,
      quantity: input.quantity,
      priceMinor,
      totalAmountMinor,
    };
  });
  if (amountMinor > MAX_TOTAL_MINOR) throw badRequest(invoiceMessages.totalTooLarge);
  return { lines, amountMinor };
}

/** The deposit in minor units of an invoice of `totalMinor`; a fixed one above the total is a 400. */
export function depositOf(deposit: DepositInput | undefined, totalMinor: number): number {
  if (!deposit) return 0;
  const minor = depositMinor(deposit, totalMinor);
  if (minor > totalMinor) throw badRequest(instalmentMessages.depositTooLarge);
  return minor;
}

/** The VAT line of an invoice of `amountMinor`, at the merchant's rate when asked for; the total must still fit. */
export async function vatOf(db: Executor, merchantId: string, wanted: boolean, amountMinor: number) {
  if (!wanted) return { vatRateBp: 0, vatMinor: 0 };
  const vatRateBp = await vatRateBpOf(db, merchantId);
  const vatMinor = vatMinorOf(amountMinor, vatRateBp);
  if (amountMinor + vatMinor > MAX_TOTAL_MINOR) throw badRequest(invoiceMessages.totalTooLarge);
  return { vatRateBp, vatMinor };
}
