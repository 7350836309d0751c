import type { APIRequestContext, Page } from '@playwright/test';
import { checkoutAndPay } from './buyer.ts';
import { type Rgb, uploadImage } from './images.ts';
import { createProduct, type Owner, signUp } from './merchant.ts';

/** What the order journeys share: their merchant, buyer and product, and how they find an order on screen. */

/** The merchant of the order journeys (its first name fills the pickup-address form). */
export const ordersOwner: Owner = {
  prefix: 'orders',
  firstName: 'Tolu',
  surname: 'Bakare',
  businessName: 'Tolu Home & Style',
  category: 'Fashion',
  password: 'Orders-2026!',
};

/** Registers the orders merchant and signs the page in as it; returns its id. */
export const registerOrdersMerchant = async (page: Page, serviceType: 'product' | 'service' = 'product') =>
  (await signUp(page.request, { ...ordersOwner, serviceType })).id;

export const buyer = { name: 'Kemi Adeyemi', email: 'kemi.adeyemi@buyer.test', phone: '+2348025550101' };

/**
 * The buyer's checkout (unauthenticated, prices computed by the server), paid on the provider's page and
 * recorded by Oja (seen by the merchant, `merchantApi`).
 */
export const checkout = (
  request: APIRequestContext,
  merchantApi: APIRequestContext,
  data: Record<string, unknown>,
) => checkoutAndPay(request, merchantApi, { ...buyer, ...data });

/** An active product with a gradient image, so that the order's items show real images; returns its id. */
export async function productWithImage(
  request: APIRequestContext,
  name: string,
  price: number,
  from: Rgb,
  to: Rgb,
) {
  const image = await uploadImage(request, `${name}.png`, from, to);
  return (await createProduct(request, { name, price, image })).id;
}

/** Picks a filter tab (a segmented radio group: the visible label is what a user clicks). */
export const pickFilter = (page: Page, group: string, name: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

export const ordId = (id: string) => `#ORD-${id.slice(-5)}`;
export const orderRow = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: ordId(id) }) });
