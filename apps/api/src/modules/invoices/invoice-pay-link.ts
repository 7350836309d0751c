import { formatInvoiceNumber, publicLinkMessages } from '@oja/contracts';
import { conflict } from '../../lib/app-error.ts';
import type { Executor } from '../../db/client.ts';
import { invoiceRepository } from './invoice-repository.ts';
import { findInvoice } from './invoice-service.ts';

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

/**
 * The merchant's invoice as a shared pay link names it, once it can be paid: sent, not cancelled, with
 * something left to pay (409 otherwise). Another merchant's invoice is 404.
 */
export async function shareableInvoice(db: Executor, merchantId: string, id: string) {
  const row = await findInvoice(db, merchantId, id);
  const dueMinor = row.totalAmountMinor - row.paidMinor;
  if (row.status !== 'ISSUED' || dueMinor <= 0) throw conflict(publicLinkMessages.invoiceNotPayable);
  const merchantName = await invoiceRepository.merchantName(db, merchantId);
  return {
    id: row.id,
    number: formatInvoiceNumber(row.invoiceNumber),
    buyerName: row.fullname,
    dueMinor,
    currency: row.currency,
    merchantName,
  };
}
