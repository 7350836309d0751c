import { formatInvoiceNumber } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { invoiceRepository } from './invoice-repository.ts';

/**
 * The merchant's invoice whose pay link carries this token hash, as a link's email names it: its number
 * and what is left to pay. Undefined for another merchant's invoice and for a link a later send replaced.
 */
export async function invoiceOfPayLink(db: Executor, merchantId: string, tokenHash: string) {
  const row = await invoiceRepository.findByTokenHash(db, tokenHash);
  if (row?.merchantId !== merchantId) return undefined;
  return {
    number: formatInvoiceNumber(row.invoiceNumber),
    dueMinor: row.totalAmountMinor - row.paidMinor,
    currency: row.currency,
  };
}
