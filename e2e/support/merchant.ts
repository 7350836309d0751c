import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { checkoutAndPay, type PlacedOrder } from './buyer.ts';
import { verifyEmail } from './verify-email.ts';

/**
 * A fresh merchant with something in its lists, made through the API the way the dashboard makes
 * them: products (with a category and subcategory), paid orders, invoices, a service.
 */

let counter = 0;
export const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const read = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number) => {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
};

/** Who signs up: every field has a default, so a journey names only what it shows or checks. */
export interface Owner {
  serviceType?: 'product' | 'service';
  /** The start of the email address and username, so a journey's accounts are told apart. */
  prefix?: string;
  domain?: string;
  firstName?: string;
  surname?: string;
  businessName?: string;
  category?: string;
  password?: string;
  phone?: string;
  /** Verifies the email with the code registration sent (Oja emails buyers only for verified owners). */
  verified?: boolean;
}

export interface SignedUp {
  id: string;
  email: string;
  username: string;
  password: string;
  firstName: string;
  surname: string;
  businessName: string;
  token: string;
}

/**
 * Registers a merchant through the API. With `page.request` the browser is signed in as it (the cookie
 * lands in the page's context); with the `request` fixture it is not.
 */
export async function signUp(api: APIRequestContext, owner: Owner = {}): Promise<SignedUp> {
  const id = unique();
  const serviceType = owner.serviceType ?? 'product';
  const prefix = owner.prefix ?? 'day';
  const password = owner.password ?? 'Merchant-2026!';
  const account = {
    email: `${prefix}-${id}@${owner.domain ?? 'oja.test'}`,
    username: `${prefix}${id}`,
    password,
    firstName: owner.firstName ?? 'Kemi',
    surname: owner.surname ?? 'Adebayo',
    businessName: owner.businessName ?? 'Kemi Fabrics & Prints',
  };
  const response = await api.post('/v1/auth/register', {
    data: {
      ...account,
      confirmPassword: password,
      phone: owner.phone ?? '+2348031234567',
      serviceType,
      category: owner.category ?? (serviceType === 'product' ? 'Fashion' : 'Photography'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as {
    data: { user: { id: string }; tokens: { access: { token: string } } };
  };
  const signedUp = { ...account, id: data.user.id, token: data.tokens.access.token };
  if (owner.verified) await verifyEmail(api, signedUp.email, signedUp.token);
  return signedUp;
}

/** Registers a merchant and signs the page in as it; returns its id. */
export async function registerMerchant(page: Page, serviceType: 'product' | 'service' = 'product') {
  return (await signUp(page.request, { serviceType })).id;
}

export interface ProductSeed {
  name: string;
  price: number;
  units?: number;
  category?: string;
  subCategory?: string;
  status?: 'ACTIVE' | 'INACTIVE';
  image?: string;
  original_price?: number;
  weight?: number;
}

/** POST v1/product: an active product with stock; returns its id and SKU. */
export async function createProduct(request: APIRequestContext, seed: ProductSeed) {
  return read<{ id: string; sku: string }>(
    await request.post('/v1/product', {
      data: { category: 'Fashion', units: 20, status: 'ACTIVE', weight: 0.8, ...seed },
    }),
    201,
  );
}

export async function addPickupAddress(request: APIRequestContext) {
  await read(
    await request.post('/v1/logistic/pickup-address', {
      data: {
        firstName: 'Kemi',
        lastName: 'Adebayo',
        email: 'pickup@oja.test',
        phone: '+2348031234567',
        address: '12 Allen Avenue',
        state: 'Lagos',
        city: 'Ikeja',
      },
    }),
    200,
  );
}

/** A buyer (an unauthenticated request context) orders one product and pays; the merchant sees it paid. */
export function buyProduct(
  request: APIRequestContext,
  merchantApi: APIRequestContext,
  merchantId: string,
  productId: string,
  buyer = { name: 'Ngozi Eze', email: 'ngozi.eze@buyer.test' },
): Promise<PlacedOrder> {
  return checkoutAndPay(request, merchantApi, {
    ...buyer,
    phone: '+2348025550101',
    merchantId,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId, quantity: 1 }],
  });
}

/** POST /v1/invoice; returns its id. */
export async function createInvoice(request: APIRequestContext, status: 'DRAFT' | 'ISSUED', price: number) {
  return read<{ id: string }>(
    await request.post('/v1/invoice', {
      data: {
        fullname: 'Ifeoma Chukwu',
        phoneNumber: '+2348031234567',
        address: '3 Awolowo Road, Ikoyi',
        email: `ifeoma-${unique()}@oja.test`,
        products: [{ name: 'Bespoke agbada', quantity: 1, price }],
        billingDate: '2025-03-05',
        dueDate: '2025-03-19',
        status,
      },
    }),
    201,
  );
}

/** POST /v1/services/create: bookable every day 08:00–18:00; returns its id. */
export async function createService(request: APIRequestContext, name: string, categories: string[] = []) {
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return read<{ id: string }>(
    await request.post('/v1/services/create', {
      data: {
        name,
        price: 55000,
        status: 'ACTIVE',
        description: 'On-location sessions',
        durationMinutes: 120,
        categories: categories.map((category) => ({ name: category })),
        availableSchedule: days.map((day) => ({
          day,
          start: '08:00',
          end: '18:00',
          location: { type: 'address', address: '12 Allen Avenue, Ikeja' },
        })),
      },
    }),
    201,
  );
}
