import {
  accountMessages,
  type Customer,
  type CustomerEntry,
  fromMinor,
  type CustomerRequest,
  type Paginated,
  toPaginated,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { type AccountsContext, normalizePhone } from '../accounts/index.ts';
import { customerRepository } from './customer-repository.ts';
import { violatedUnique } from '../../lib/db/unique-violation.ts';

/** Adds a customer to the merchant's book; an email is used once per merchant. */
export async function createCustomer(
  ctx: AccountsContext,
  merchantId: string,
  input: CustomerRequest,
  db: Executor = ctx.db,
): Promise<Customer> {
  try {
    // Its own transaction (a savepoint inside one), so a duplicate email leaves the caller's usable.
    return await db.transaction((tx) =>
      customerRepository.insert(tx, merchantId, {
        ...input,
        phone: normalizePhone(input.phone),
      }),
    );
  } catch (error) {
    if (violatedUnique(error) !== undefined) throw conflict(accountMessages.customerEmailTaken);
    throw error;
  }
}

export async function listCustomers(
  ctx: AccountsContext,
  merchantId: string,
  query: { page: number; limit: number; name?: string },
): Promise<Paginated<CustomerEntry>> {
  const { rows, total } = await customerRepository.list(ctx.db, merchantId, {
    name: query.name || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const credits = await customerRepository.storeCredits(
    ctx.db,
    merchantId,
    rows.map((r) => r.email),
  );
  const entries = rows.map((r) => ({
    ...r,
    storeCredit: fromMinor(credits.get(r.email.toLowerCase()) ?? 0),
  }));
  return toPaginated(entries, total, query);
}
