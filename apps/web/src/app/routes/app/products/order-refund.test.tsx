import type { OrderRefunds } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { resultPage, testDetail, testOrder } from '@/features/orders/testing/order-fixtures';
import { envelope, failure, type MockRequest, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const paid = testOrder();
const refundsOf = (refunded: number, extra: Partial<OrderRefunds> = {}): OrderRefunds => ({
  currency: 'NGN',
  paid: paid.totalPrice,
  refunded,
  refundable: Math.round((paid.totalPrice - refunded) * 100) / 100,
  timeline: [],
  returns: [],
  ...extra,
});

function serve(refunds: () => OrderRefunds, post: (request: MockRequest) => [number, unknown]) {
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser({ id: 'merchant-7' }))],
    'GET /v1/order/seller': () => [200, envelope(resultPage([paid]))],
    [`GET /v1/order/${paid.id}`]: () => [200, envelope(testDetail(paid))],
    [`GET /v1/order/${paid.id}/refunds`]: () => [200, envelope(refunds())],
    [`POST /v1/order/${paid.id}/refunds`]: post,
  });
}

const card = async () => within(await screen.findByRole('region', { name: 'Refunds and returns' }));

describe('refunding an order from its page', () => {
  it('asks for the amount, reason and destination, confirms, then sends one refund with a key', async () => {
    let current = refundsOf(0);
    const posts: MockRequest[] = [];
    serve(
      () => current,
      (request) => {
        posts.push(request);
        current = refundsOf(5000, {
          timeline: [
            {
              id: 't1',
              kind: 'refund',
              note: 'Damaged',
              amount: 5000,
              createdAt: '2025-03-05T16:00:00.000Z',
            },
          ],
        });
        return [201, envelope(current, 'Refund made', 201)];
      },
    );
    renderApp(`/products/order/${paid.id}`);
    const view = await card();
    expect(await view.findByText('No refunds or returns yet.')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Refund' }));

    const form = within(await screen.findByRole('dialog', { name: `Refund order ${paid.orderReference}` }));
    expect(form.getByText(/left to refund/)).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Reason'), 'Damaged');
    await userEvent.type(form.getByLabelText('Amount to refund'), '5000');
    await userEvent.click(form.getByLabelText(/Store credit/));
    await userEvent.click(form.getByLabelText('Put the items back into stock'));
    await userEvent.click(form.getByRole('button', { name: 'Review refund' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Refund ₦5,000.00?' }));
    expect(
      confirm.getByText(/goes to the buyer’s store credit and the items go back into stock/),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Refund ₦5,000.00' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      amount: 5000,
      reason: 'Damaged',
      destination: 'store_credit',
      restock: true,
    });
    expect(new Headers(posts[0]!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await view.findByText('Refund made · ₦5,000.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal on the form and moves nothing', async () => {
    serve(
      () => refundsOf(0),
      () => [422, failure(422, 'Your wallet balance is lower than this refund.')],
    );
    renderApp(`/products/order/${paid.id}`);
    const view = await card();
    await userEvent.click(await view.findByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('dialog'));
    await userEvent.type(form.getByLabelText('Amount to refund'), '10');
    await userEvent.type(form.getByLabelText('Reason'), 'Late');
    await userEvent.click(form.getByRole('button', { name: 'Review refund' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Refund ₦10.00?' })).getByRole('button', {
        name: 'Refund ₦10.00',
      }),
    );
    expect(await screen.findByText('Your wallet balance is lower than this refund.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `Refund order ${paid.orderReference}` })).toBeInTheDocument();
  });

  it('says so when the refunds cannot be loaded', async () => {
    serve(
      () => {
        throw new Error('down');
      },
      () => [500, failure(500, 'x')],
    );
    renderApp(`/products/order/${paid.id}`);
    const view = await card();
    expect(await view.findByRole('alert')).toHaveTextContent('Refunds could not be loaded.');
  });
});
