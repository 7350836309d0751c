import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankAccounts, users, verificationSubmissions } from '../../db/schema/index.ts';

/** Who the invoice is from and where to pay: what the PDF prints beside the buyer and the lines. */
export interface InvoiceSeller {
  /** The business name, else the merchant's own name, else the email. */
  name: string;
  /** The business address as lines, or none when the merchant has not given one. */
  address: string[];
  /** The merchant's verified withdrawal account (resolved at the bank), or null when none is saved. */
  bank: { bankName: string; accountNumber: string; accountName: string } | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const lines = (...parts: unknown[]) => parts.map(text).filter(Boolean);

/**
 * The seller's address is the business address verified at stage one (the maps provider's place), else
 * the address of the merchant's profile; the bank account is the one withdrawals go to, which is only
 * saved once the bank has resolved its name.
 */
export async function loadInvoiceSeller(db: Executor, merchantId: string): Promise<InvoiceSeller> {
  const [[user], [business], [bank]] = await Promise.all([
    db
      .select({
        businessName: users.businessName,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        address: users.address,
        locationAddress: users.locationAddress,
        state: users.state,
        country: users.country,
        zipCode: users.zipCode,
      })
      .from(users)
      .where(eq(users.id, merchantId)),
    db
      .select({ payload: verificationSubmissions.payload })
      .from(verificationSubmissions)
      .where(
        and(
          eq(verificationSubmissions.merchantId, merchantId),
          eq(verificationSubmissions.stage, 1),
          eq(verificationSubmissions.status, 'verified'),
        ),
      )
      .orderBy(desc(verificationSubmissions.createdAt))
      .limit(1),
    db
      .select({
        bankName: bankAccounts.bankName,
        accountNumber: bankAccounts.accountNumber,
        accountName: bankAccounts.accountName,
      })
      .from(bankAccounts)
      .where(eq(bankAccounts.merchantId, merchantId)),
  ]);
  const name = user
    ? text(user.businessName) || `${user.firstName} ${user.lastName}`.trim() || user.email
    : '';
  const verified = business?.payload;
  const address = verified
    ? lines(verified.businessAddress, verified.zip)
    : user
      ? lines(
          user.address || user.locationAddress,
          [text(user.state), text(user.country)].filter(Boolean).join(', '),
          user.zipCode,
        )
      : [];
  return { name, address, bank: bank ?? null };
}
