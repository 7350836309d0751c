import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { resultPage, testDetail, testOrder } from '@/features/orders/testing/order-fixtures';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const paid = testOrder();
const linkOf = (n: number) => ({
  url: `https://oja.example/t/token-${n}`,
  whatsappUrl: `https://wa.me/?text=Track%20your%20order%20token-${n}`,
});

describe('sharing an order with the buyer', () => {
  it('gets a link to copy or send on WhatsApp; revoking asks first, then shows a new link', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser({ id: 'merchant-7' }))],
      'GET /v1/order/seller': () => [200, envelope(resultPage([paid]))],
      [`GET /v1/order/${paid.id}`]: () => [200, envelope(testDetail(paid))],
      [`POST /v1/order/${paid.id}/links`]: (request) => {
        bodies.push(request.body);
        return [201, envelope(linkOf(bodies.length), 'Link created')];
      },
    });
    renderApp(`/products/order/${paid.id}`);
    const view = within(await screen.findByRole('article', { name: `Order ${paid.orderReference}` }));
    expect(view.getByRole('button', { name: 'Get receipt link' })).toBeInTheDocument();

    await userEvent.click(view.getByRole('button', { name: 'Get tracking page link' }));
    expect(await view.findByRole('textbox', { name: 'Tracking page link' })).toHaveValue(linkOf(1).url);
    expect(view.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      linkOf(1).whatsappUrl,
    );
    expect(view.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await userEvent.click(view.getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the tracking page links?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke and make a new link' }));
    expect(await view.findByDisplayValue(linkOf(2).url)).toBeInTheDocument();
    expect(bodies).toEqual([{ page: 'tracking' }, { page: 'tracking', revoke: true }]);
  });
});
