import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkoutAndPay, paymentRecorded } from '../support/buyer.ts';
import { saveScreenshots } from '../support/screenshots.ts';

/**
 * Issue 5, orders end to end, each test as a FRESH merchant (registered through the API): a buyer
 * checks out through POST /v1/checkout (an unauthenticated request context) and pays on the simulated
 * provider's checkout → the order shows under
 * all → Call Logistics → in transit → the simulated carrier (LOGISTICS_STEP_SECONDS in the config)
 * moves it to awaiting pickup and delivered, live, without a reload; a booked service shows its
 * Booking block; pickup addresses and logistics companies in /account. axe and screenshots on each.
 */

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Registers a merchant and signs the page in as it; returns its id. */
async function registerMerchant(page: Page, serviceType: 'product' | 'service' = 'product') {
  const id = unique();
  const response = await page.request.post('/v1/auth/register', {
    data: {
      email: `orders-${id}@oja.test`,
      firstName: 'Tolu',
      surname: 'Bakare',
      username: `ord${id}`,
      password: 'Orders-2026!',
      confirmPassword: 'Orders-2026!',
      phone: '+2348031234567',
      serviceType,
      businessName: 'Tolu Home & Style',
      category: 'Fashion',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const profile = await page.request.get('/v1/users/profile');
  return ((await profile.json()) as { data: { id: string } }).data.id;
}

/* A small gradient PNG, so that the order's items show real images. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
function png(from: number[], to: number[], size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      for (let c = 0; c < 3; c++) rows.push(Math.round(from[c]! + (to[c]! - from[c]!) * t));
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function createProduct(request: APIRequestContext, name: string, price: number, colours: number[][]) {
  const upload = await request.post('/v1/uploads', {
    multipart: {
      upload_preset: 'products',
      file: { name: `${name}.png`, mimeType: 'image/png', buffer: png(colours[0]!, colours[1]!) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = ((await upload.json()) as { data: { secure_url: string } }).data.secure_url;
  const response = await request.post('/v1/product', {
    data: { name, category: 'Fashion', price, units: 20, status: 'ACTIVE', weight: 0.8, image },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function addPickupAddress(request: APIRequestContext) {
  const response = await request.post('/v1/logistic/pickup-address', {
    data: {
      firstName: 'Tolu',
      lastName: 'Bakare',
      email: 'pickup@oja.test',
      phone: '+2348031234567',
      address: '12 Allen Avenue',
      state: 'Lagos',
      city: 'Ikeja',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// A loaded CI machine: axe scans and screenshots take their time.
test.describe.configure({ timeout: 150_000 });

const buyer = { name: 'Kemi Adeyemi', email: 'kemi.adeyemi@buyer.test', phone: '+2348025550101' };

/** The buyer's checkout (unauthenticated, prices computed by the server), paid on the provider's page. */
const checkout = (request: APIRequestContext, data: Record<string, unknown>) =>
  checkoutAndPay(request, { ...buyer, ...data });

/** Desktop and mobile screenshots from the top of the page (a full-page capture keeps the scroll offset). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshots(page, name);
}

/** Toasts stack with a dimmed older one while they animate; axe runs once they have gone (5 s each). */
const toastsGone = (page: Page) =>
  expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

/** Picks a filter tab (a segmented radio group: the visible label is what a user clicks). */
const pickFilter = (page: Page, group: string, name: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

const ordId = (id: string) => `#ORD-${id.slice(-5)}`;
const rowOf = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: ordId(id) }) });

test('a buyer orders → all → Call Logistics → in transit → awaiting pickup → delivered, live', async ({
  page,
  request,
}) => {
  const merchantId = await registerMerchant(page);
  const tote = await createProduct(page.request, 'Ankara tote bag', 4500, [
    [190, 60, 30],
    [250, 200, 60],
  ]);
  const scarf = await createProduct(page.request, 'Adire silk scarf', 7250.5, [
    [20, 60, 140],
    [110, 160, 220],
  ]);
  await addPickupAddress(page.request);

  // The buyer (no session: the `request` fixture is not the page's context) places the order.
  expect((await request.get('/v1/users/profile')).status()).toBe(401);
  const order = await checkout(request, {
    merchantId,
    deliveryAddress: { address: '7 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
    deliveryNote: 'Call on arrival, gate 2',
    cart: [
      { productId: tote, quantity: 2 },
      { productId: scarf, quantity: 1 },
    ],
  });

  await page.goto('/products?tab=orders');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'no-reload'));
  const row = rowOf(page, order.id);
  await expect(row).toContainText('Kemi Adeyemi');
  await expect(row).toContainText('3 items');
  await expect(row).toContainText('₦16,250.50'); // 2 × 4,500 + 7,250.50
  await expect(row).toContainText('processing');
  await expect(row).toContainText('Paid');
  await expect(page.getByRole('radio', { name: 'all' })).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-products-list');

  // The detail, in place.
  await page.getByRole('link', { name: ordId(order.id) }).click();
  const detail = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await expect(detail.getByRole('heading', { name: `Order ${ordId(order.id)}` })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Ankara tote bag' })).toBeVisible();
  await expect(detail.getByText('Call on arrival, gate 2')).toBeVisible();
  await expect(detail.getByText('Order placed')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-product-detail');

  // Call Logistics: once the carrier has it, in transit and the filter moves there; 3 s later the detail closes.
  await detail.getByRole('button', { name: 'Call Logistics' }).click();
  await expect(detail.getByText('In transit').first()).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Call Logistics' })).toHaveCount(0);
  await expect(detail.getByText(/Logistics called: .+ will collect this order/)).toBeVisible();
  await expect(page).toHaveURL(/status=in\+transit/);
  await expect(detail).toHaveCount(0, { timeout: 6000 });
  await expect(page.getByRole('radio', { name: 'in transit' })).toBeChecked();
  await expect(rowOf(page, order.id)).toContainText('In transit');

  // The carrier advances it; the list follows over the websocket.
  await pickFilter(page, 'Product order status', 'all');
  await expect(rowOf(page, order.id)).toContainText('awaiting pickup', { timeout: 20_000 });
  await expect(rowOf(page, order.id)).toContainText('delivered', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('no-reload');

  // Its own page shows the whole timeline of the shipment.
  await page.goto(`/products/order/${order.id}`);
  const page1 = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await expect(page1.getByRole('heading', { level: 1 })).toHaveText(`Order ${ordId(order.id)}`);
  const timeline = page1.getByRole('list', { name: 'Timeline' });
  // Placed, paid, then the carrier's three steps.
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await expect(timeline).toContainText('Delivered to Kemi Adeyemi');
  await expect(page1.getByRole('button', { name: 'Call Logistics' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-product-delivered');
});

test('Call Logistics without a pickup address asks for one first, then dispatches once, however often it is clicked', async ({
  page,
  request,
}) => {
  const merchantId = await registerMerchant(page);
  const basket = await createProduct(page.request, 'Raffia basket', 3000, [
    [200, 170, 90],
    [240, 220, 160],
  ]);
  const order = await checkout(request, {
    merchantId,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: basket, quantity: 1 }],
  });
  const dispatches: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/v1/logistic/dispatch-order'))
      dispatches.push(sent.url());
  });

  await page.goto(`/products?tab=orders&order=${order.id}`);
  const detail = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await expect(detail.getByText('You have no pickup address yet: Call Logistics asks for one')).toBeVisible();
  await detail.getByRole('button', { name: 'Call Logistics' }).click();

  // The pickup-address form, in a dialog over the order; nothing was sent to the carrier.
  const dialog = page.getByRole('dialog', { name: 'Add a pickup address first' });
  await expect(dialog).toBeVisible();
  expect(dispatches).toHaveLength(0);
  await expect(dialog.getByLabel('First name')).toHaveValue('Tolu');
  await dialog.getByLabel('Street address').fill('21 Awolowo Road');
  await dialog.getByLabel('State').selectOption('Lagos');
  await dialog.getByLabel('City').selectOption('Ikeja');
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-call-logistics-pickup-address');
  await dialog.getByRole('button', { name: 'Add address' }).click();

  // Saved: the dispatch goes on by itself, once.
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByText(/Logistics called: .+ will collect this order/)).toBeVisible();
  await expect(page).toHaveURL(/status=in\+transit/);
  expect(dispatches).toHaveLength(1);
  await expect(detail).toHaveCount(0, { timeout: 6000 });
  await expect(rowOf(page, order.id)).toContainText('In transit');

  // A second order, double-clicked: one dispatch.
  const second = await checkout(request, {
    merchantId,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: basket, quantity: 1 }],
  });
  await page.goto(`/products?tab=orders&order=${second.id}`);
  const secondDetail = page.getByRole('article', { name: `Order ${second.orderReference}` });
  const button = secondDetail.getByRole('button', { name: 'Call Logistics' });
  await expect(button).toBeEnabled();
  await button.dblclick();
  await expect(secondDetail.getByText(/Logistics called/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(dispatches.filter((url) => url.includes(second.id))).toHaveLength(1);
});

test('a dispatch that fails leaves the order where it was, processing, with the reason', async ({
  page,
  request,
}) => {
  const merchantId = await registerMerchant(page);
  await addPickupAddress(page.request);
  const basket = await createProduct(page.request, 'Raffia basket', 3000, [
    [200, 170, 90],
    [240, 220, 160],
  ]);
  const order = await checkout(request, {
    merchantId,
    deliveryAddress: { address: '5 Bode Thomas Street', city: 'Surulere', state: 'Lagos' },
    cart: [{ productId: basket, quantity: 1 }],
  });
  // The carrier refuses this one.
  await page.route('**/v1/logistic/dispatch-order**', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 422,
        status: 'Failed',
        message: 'The carrier cannot collect from this address today',
        data: null,
      }),
    }),
  );
  await page.goto(`/products?tab=orders&order=${order.id}`);
  const detail = page.getByRole('article', { name: `Order ${order.orderReference}` });
  await detail.getByRole('button', { name: 'Call Logistics' }).click();

  await expect(detail.getByRole('alert')).toContainText(
    'Logistics was not called: The carrier cannot collect from this address today',
  );
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'The carrier cannot collect' }),
  ).toBeVisible();
  // Still on the order, on the filter it was on, still processing; it can be tried again.
  await expect(page).not.toHaveURL(/status=in\+transit/);
  await expect(detail).toBeVisible();
  await expect(detail.getByText('In transit')).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Call Logistics' })).toBeEnabled();
  await toastsGone(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-call-logistics-failed');
  await detail.getByRole('button', { name: 'Back' }).click();
  await expect(rowOf(page, order.id)).toContainText('processing');
});

test('a booked service shows its Booking block in the Orders tab of /services', async ({ page, request }) => {
  const merchantId = await registerMerchant(page, 'service');
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const service = await page.request.post('/v1/services/create', {
    data: {
      name: 'Bridal make-up',
      price: 55000,
      status: 'ACTIVE',
      description: 'On-location bridal make-up',
      durationMinutes: 150,
      availableSchedule: days.map((day) => ({
        day,
        start: '08:00',
        end: '18:00',
        location: { type: 'address', address: '12 Allen Avenue, Ikeja' },
      })),
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
  const bookedDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const order = await checkout(request, {
    merchantId,
    service: {
      serviceId,
      bookedDate,
      startHour: '10:00',
      endHour: '12:30',
      description: 'Soft glam, 2 bridesmaids',
    },
  });
  await paymentRecorded(page.request, order);

  await page.goto('/services?tab=orders');
  const row = rowOf(page, order.id);
  await expect(row).toContainText('new order');
  await expect(row).toContainText('Bridal make-up');
  await expect(row).toContainText('₦55,000.00');
  await expect(page.getByRole('group', { name: 'Service order status' }).getByRole('radio')).toHaveCount(6);
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-services-list');

  await pickFilter(page, 'Service order status', 'new');
  await expect(rowOf(page, order.id)).toBeVisible();
  await page.getByRole('link', { name: ordId(order.id) }).click();
  const booking = page.getByRole('region', { name: 'Booking' });
  const [y, m, d] = bookedDate.split('-').map(Number);
  const longDate = new Date(y!, m! - 1, d!).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  });
  await expect(booking).toContainText('Bridal make-up');
  await expect(booking).toContainText(longDate);
  await expect(booking).toContainText('10:00–12:30');
  await expect(booking).toContainText('Soft glam, 2 bridesmaids');
  await expect(booking).toContainText(ordId(order.id));
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-service-detail');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('table', { name: 'Service orders' })).toBeVisible();
});

test('/account: a pickup address (state, then city) and a logistics company', async ({ page }) => {
  await registerMerchant(page);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Logistics' });
  await expect(section.getByText('Add the address the carrier collects your orders from.')).toBeVisible();

  await section.getByRole('button', { name: 'Add pickup address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pickup address' });
  await expect(dialog.getByLabel('First name')).toHaveValue('Tolu');
  await expect(dialog.getByLabel('City')).toBeDisabled();
  await dialog.getByLabel('Street address').fill('21 Awolowo Road');
  await dialog.getByLabel('State').selectOption('Lagos');
  await expect(dialog.getByLabel('City')).toBeEnabled();
  await dialog.getByLabel('City').selectOption('Lekki');
  await expectNoAxeViolations(page);
  await shoot(page, 'account-pickup-address-form');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Pickup address added successfully')).toBeVisible();
  await expect(section.getByText('21 Awolowo Road')).toBeVisible();
  await expect(section.getByText('Lekki, Lagos')).toBeVisible();

  await section.getByRole('button', { name: 'Edit pickup address 21 Awolowo Road' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit pickup address' });
  await edit.getByLabel('State').selectOption('Oyo');
  await expect(edit.getByLabel('City')).toHaveValue('');
  await edit.getByLabel('City').selectOption('Ibadan');
  await edit.getByLabel('Street address').fill('4 Ring Road');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Pickup address changed')).toBeVisible();
  await expect(section.getByText('Ibadan, Oyo')).toBeVisible();

  await section.getByRole('button', { name: 'Add logistics company' }).click();
  const company = page.getByRole('dialog', { name: 'Add logistics company' });
  await company.getByLabel('Company name').fill('GIG Logistics');
  await company.getByLabel('Contact person (optional)').fill('Chidi Okafor');
  await company.getByLabel('Phone number').fill('+234 700 444 7000');
  await company.getByRole('button', { name: 'Add a rate' }).click();
  await company.getByLabel('Rate 1 name').fill('Within Lagos');
  await company.getByLabel('Rate 1 amount (₦)').fill('2500');
  await company.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByText('Logistics company added successfully')).toBeVisible();
  await expect(section.getByText('GIG Logistics')).toBeVisible();
  await expect(section.getByText('Within Lagos: ₦2,500.00')).toBeVisible();

  await toastsGone(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'account-logistics');
});
