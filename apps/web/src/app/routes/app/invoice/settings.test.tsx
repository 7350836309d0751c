import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

beforeAll(async () => {
  await Promise.all([import('./settings'), import('../layout')]);
}, 60_000);

describe('/invoice/settings', () => {
  it('shows the VAT rate, checks a new one with the shared rules and saves it', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/invoice-settings': () => [200, envelope({ vatRate: 7.5 })],
      'PUT /v1/invoice-settings': ({ body }) => [
        200,
        envelope(body, 'Invoice settings updated successfully'),
      ],
    });
    renderApp('/invoice/settings');
    const rate = await screen.findByLabelText('VAT rate (%)');
    expect(rate).toHaveValue('7.5');
    await userEvent.clear(rate);
    await userEvent.type(rate, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save VAT rate' }));
    expect(
      await screen.findByText('The VAT rate must be a percentage from 0 to 100 with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/invoice-settings')).toEqual([]);

    await userEvent.clear(rate);
    await userEvent.type(rate, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save VAT rate' }));
    expect(await screen.findByText('Invoice settings updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/invoice-settings')).toEqual([{ vatRate: 5 }]);
  });

  it('says so when the settings cannot be loaded', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/invoice-settings': () => [400, failure(400, '')],
    });
    renderApp('/invoice/settings');
    expect(await screen.findByText('Could not get invoice settings. Try again later.')).toBeInTheDocument();
  });
});
