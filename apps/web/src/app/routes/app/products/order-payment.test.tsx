import type { OrderDetail } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { resultPage, testDetail, testOrder } from '@/features/orders/testing/order-fixtures';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const unpaid = testOrder({
  paymentStatus: 'awaiting_payment',
  paidAt: null,
  paymentDueAt: '2025-03-05T15:00:00.000Z',
  settlement: null,
});
const paid = testOrder();

const serve = (detail: () => OrderDetail, extra: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser({ id: 'merchant-7' }))],
    'GET /v1/order/seller': () => [200, envelope(resultPage([detail().order]))],
    [`GET /v1/order/${paid.id}`]: () => [200, envelope(detail())],
    ...extra,
  });

const article = () => screen.findByRole('article', { name: `Order ${paid.orderReference}` });

describe('an order’s payment on its page', () => {
  it('an unpaid order says Awaiting payment — never Total paid — and cannot be dispatched or cancelled', async () => {
    serve(() => testDetail(unpaid));
    renderApp(`/products/order/${paid.id}`);
    const view = within(await article());
    expect(view.getAllByText('Awaiting payment').length).toBeGreaterThan(0);
    expect(view.queryByText('Total paid')).not.toBeInTheDocument();
    expect(view.getByTestId('settlement-note')).toHaveTextContent('The buyer has not paid yet');
    expect(view.queryByRole('button', { name: 'Call Logistics' })).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a paid order says Total paid, in escrow until delivery; Cancel order asks first, then refunds', async () => {
    let current = testDetail(paid);
    const cancels: unknown[] = [];
    serve(() => current, {
      [`POST /v1/order/${paid.id}/cancel`]: (request) => {
        cancels.push(request.path);
        current = testDetail(
          testOrder({
            status: 'cancelled',
            paymentStatus: 'refunded',
            settlement: { ...paid.settlement!, status: 'refunded', settledAt: '2025-03-05T16:00:00.000Z' },
          }),
        );
        return [200, envelope(current, 'Order cancelled. The buyer’s payment was refunded.')];
      },
    });
    renderApp(`/products/order/${paid.id}`);
    const view = within(await article());
    expect(view.getByText('Total paid')).toBeInTheDocument();
    expect(view.getByText('In escrow')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Call Logistics' })).toBeInTheDocument();

    await userEvent.click(view.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${paid.orderReference}?` });
    expect(dialog).toHaveTextContent('₦12,000.50 is refunded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as is' }));
    expect(cancels).toEqual([]);

    await userEvent.click(view.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel and refund' }),
    );
    await waitFor(() => expect(cancels).toHaveLength(1));
    expect(await view.findByText('Total refunded')).toBeInTheDocument();
    expect(view.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(view.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Call Logistics' })).not.toBeInTheDocument();
  });
});
