import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createProduct } from '../support/merchant.ts';
import { checkout, registerOrdersMerchant } from '../support/orders.ts';
import { toastsGone } from '../support/page.ts';
import { shoot } from '../support/screenshots.ts';

test.describe.configure({ timeout: 150_000 });

/** The merchant's own system: records what Oja POSTs and answers 200. */
async function startReceiver() {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/oja-events`, received, close: () => server.close() };
}

test('Settings → Webhooks: add an endpoint, place an order, the log shows the signed delivery answered 200', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    const merchantId = await registerOrdersMerchant(page);
    const product = await createProduct(page.request, { name: 'Ankara tote', price: 8_500 });

    await page.goto('/account');
    await page.getByRole('link', { name: 'Manage webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Enter a full URL starting with https://')).toBeVisible();
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByLabel('Description (optional)').fill('Warehouse system');
    await expect(dialog.getByRole('checkbox', { name: /An order is placed/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await shoot(page, 'webhooks-add');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Webhook endpoint added')).toBeVisible();
    await expect(page.getByText(receiver.url)).toBeVisible();

    await page.getByRole('button', { name: 'Reveal secret' }).click();
    const secret = (await page.getByLabel('Signing secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    const order = await checkout(request, page.request, {
      merchantId,
      cart: [{ productId: product.id, quantity: 1 }],
      deliveryAddress: { address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos' },
    });
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = receiver.received[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(first.headers['oja-signature']))!;
    expect(createHmac('sha256', secret).update(`${t}.${first.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(first.body)).toMatchObject({ type: 'order.created', data: { id: order.id } });

    await page.getByRole('button', { name: 'Show delivery log' }).click();
    const log = page.getByRole('list', { name: 'Deliveries' });
    await expect(log.getByText('order.created', { exact: true })).toBeVisible();
    await expect(log.getByText('delivered', { exact: true }).first()).toBeVisible();
    await expect(log.getByText(/HTTP 200/).first()).toBeVisible();
    await log.getByText('Request and response').first().click();
    await expect(log.getByText(/oja-signature: t=\d+,v1=/).first()).toBeVisible();

    await toastsGone(page);
    await expectNoAxeViolations(page);
    await shoot(page, 'webhooks');
  } finally {
    receiver.close();
  }
});
