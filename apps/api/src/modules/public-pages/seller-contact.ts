import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { html, type SafeHtml } from '../../lib/public-page.ts';

/** What a public page shows of the merchant, and nothing more: the name and the ways to reach them. */
export interface SellerContact {
  name: string;
  email: string;
  phone: string;
}

export async function loadSellerContact(db: Executor, merchantId: string): Promise<SellerContact> {
  const [row] = await db
    .select({
      businessName: users.businessName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, merchantId));
  const own = [row!.firstName, row!.lastName].filter(Boolean).join(' ');
  return { name: row!.businessName?.trim() || own || 'The seller', email: row!.email, phone: row!.phone };
}

/** The seller's card: how to reach them, and the chat's button when the page has one (`messageForm`). */
export const sellerSection = (seller: SellerContact, messageForm: SafeHtml | '' = '') =>
  html`<section>
    <h2>Contact ${seller.name}</h2>
    ${messageForm}
    <p><a href="mailto:${seller.email}">${seller.email}</a></p>
    ${seller.phone ? html`<p><a href="tel:${seller.phone}">${seller.phone}</a></p>` : ''}
  </section>`;
