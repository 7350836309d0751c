import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@oja/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { testInvoice } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, mockFetch, type MockHandler } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const id = '0190a000-0000-7000-8000-0000000000d2';
const payUrl = 'https://oja.example/pay/invoice/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

const showing = (invoice: Invoice, handlers: Record<string, MockHandler> = {}) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    [`GET /v1/invoice/${id}`]: () => [200, envelope(invoice)],
    ...handlers,
  });

beforeAll(async () => {
  await Promise.all([import('./detail'), import('../layout')]);
}, 60_000);

describe('/invoice/:id: share the pay link', () => {
  it('makes a pay link on request, to share on WhatsApp, copy or email to the buyer', async () => {
    const made: unknown[] = [];
    showing(testInvoice({ id, status: 'ISSUED', paymentStatus: 'PENDING_PAYMENT' }), {
      [`POST /v1/invoice/${id}/links`]: ({ body }) => {
        made.push(body);
        return [201, envelope({ url: payUrl, whatsappUrl: 'https://wa.me/?text=pay' }, 'Link created')];
      },
    });
    renderApp(`/invoice/${id}`);
    const card = (await screen.findByRole('heading', { name: 'Share the pay link' })).closest('section')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Get pay link' }));
    expect(await within(card).findByLabelText('Pay link')).toHaveValue(payUrl);
    expect(made).toEqual([{}]);
    expect(within(card).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/?text=pay',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Send by email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link by email' });
    expect(within(dialog).getByLabelText("Buyer's email")).toHaveValue('chidi@example.com');
  });

  it.each([
    ['DRAFT', 'NEW'],
    ['ISSUED', 'PAID'],
    ['CANCELLED', 'NEW'],
  ] as const)('a %s invoice with payment %s has no pay link to share', async (status, paymentStatus) => {
    showing(testInvoice({ id, status, paymentStatus }));
    renderApp(`/invoice/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Share the pay link' })).not.toBeInTheDocument();
  });
});
