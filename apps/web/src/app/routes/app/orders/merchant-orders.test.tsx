import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { page, testProduct } from '@/features/invoices/testing/invoice-fixtures';
import { testOrder } from '@/features/orders/testing/order-fixtures';
import { envelope, failure, type MockHandler, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const product = testProduct();
const setup = (handlers: Record<string, MockHandler>) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/products': () => [200, envelope(page([product]))],
    ...handlers,
  });

const addProduct = async () => {
  await userEvent.click(await screen.findByRole('button', { name: `Add ${product.name}` }));
  expect(screen.getByRole('list', { name: 'Order lines' })).toHaveTextContent(product.name);
};
const keyOf = (init: RequestInit) => new Headers(init.headers).get('Idempotency-Key');

beforeAll(async () => {
  await Promise.all([import('./new-order'), import('./record-sale'), import('../layout')]);
}, 60_000);

describe('/orders/record-sale', () => {
  it('asks before recording, sends the cart and method with an Idempotency-Key, then shows the sale', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    setup({
      'POST /v1/order/offline-sale': (request) => {
        sent.push({ body: request.body, key: keyOf(request.init) });
        return [
          201,
          envelope(
            {
              ...testOrder({ orderReference: 'OJ-SALE000001', totalPrice: 2500.5 }),
              receiptLink: { url: 'https://oja.test/r/rct', whatsappUrl: 'https://wa.me/?text=r' },
            },
            'Sale recorded',
            201,
          ),
        ];
      },
    });
    renderApp('/orders/record-sale');
    await addProduct();
    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'pos');
    await userEvent.click(screen.getByRole('button', { name: 'Record sale' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('paid by POS');
    expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByRole('heading', { name: 'Sale OJ-SALE000001 recorded' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('https://oja.test/r/rct')).toBeInTheDocument();
    expect(sent).toEqual([
      { body: { method: 'pos', cart: [{ productId: product.id, quantity: 1 }] }, key: expect.any(String) },
    ]);
  });

  it('an empty cart is refused on the spot; a refusal of the server is shown, nothing recorded', async () => {
    setup({ 'POST /v1/order/offline-sale': () => [409, failure(409, 'Only 0 left of Ankara fabric')] });
    renderApp('/orders/record-sale');
    await screen.findByRole('button', { name: `Add ${product.name}` });
    await userEvent.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText('Add at least one product')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await addProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Record sale' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record sale' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 0 left of Ankara fabric');
  });
});

describe('/orders/new', () => {
  it('creates a payment link with a 30% deposit and offers Copy link and Share on WhatsApp', async () => {
    const bodies: unknown[] = [];
    setup({
      'POST /v1/order/payment-link': (request) => {
        bodies.push(request.body);
        const order = testOrder({
          orderReference: 'OJ-LINK000001',
          paymentStatus: 'awaiting_payment',
          totalPrice: 4000,
          depositAmount: 1200,
          phone: '08025550101',
        });
        const payment = {
          reference: 'ord_1',
          authorizationUrl: 'https://pay.test/c/abc',
          expiresAt: '2025-03-05T15:00:00.000Z',
        };
        const buyerLink = { url: 'https://oja.test/t/abc', whatsappUrl: 'https://wa.me/?text=t' };
        return [201, envelope({ ...order, payment, buyerLink }, 'Payment link created', 201)];
      },
    });
    renderApp('/orders/new');
    await addProduct();
    await userEvent.type(screen.getByLabelText('Full name'), 'Kemi Adeyemi');
    await userEvent.type(screen.getByLabelText('Phone'), '08025550101');
    await userEvent.type(screen.getByLabelText('Email'), 'kemi@buyer.test');
    await userEvent.type(screen.getByLabelText('Street address'), '7 Adeola Odeku Street');
    await userEvent.type(screen.getByLabelText('City'), 'Ikeja');
    await userEvent.type(screen.getByLabelText('State'), 'Lagos');
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'percent');
    await userEvent.type(screen.getByLabelText('Deposit (%)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Create payment link' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create link' }),
    );

    expect(
      await screen.findByRole('heading', { name: /OJ-LINK000001 is waiting for payment/ }),
    ).toBeInTheDocument();
    // The buyer gets the order's page (with Pay now), never the provider's checkout itself.
    expect(screen.getByDisplayValue('https://oja.test/t/abc')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/2348025550101\?text=Hello%20Kemi/),
    );
    await waitFor(() =>
      expect(bodies).toEqual([
        expect.objectContaining({
          cart: [{ productId: product.id, quantity: 1 }],
          deposit: { kind: 'percent', value: 30 },
          deliveryAddress: expect.objectContaining({ city: 'Ikeja', state: 'Lagos' }),
        }),
      ]),
    );
  });
});
