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
      'GET /v1/invoice-settings/reminders': () => [200, envelope({ enabled: false, offsets: [-3, 0, 7] })],
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
      'GET /v1/invoice-settings/reminders': () => [200, envelope({ enabled: false, offsets: [-3, 0, 7] })],
    });
    renderApp('/invoice/settings');
    expect(await screen.findByText('Could not get invoice settings. Try again later.')).toBeInTheDocument();
  });

  it('turns reminders on with their days, checked by the shared rules first', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/invoice-settings': () => [200, envelope({ vatRate: 7.5 })],
      'GET /v1/invoice-settings/reminders': () => [200, envelope({ enabled: false, offsets: [-3, 0, 7] })],
      'PUT /v1/invoice-settings/reminders': ({ body }) => [
        200,
        envelope(body, 'Reminder settings updated successfully'),
      ],
    });
    renderApp('/invoice/settings');
    const days = await screen.findByLabelText('Reminder days');
    expect(days).toHaveValue('-3, 0, 7');
    await userEvent.click(screen.getByLabelText('Email buyers a reminder while an invoice is unpaid'));
    await userEvent.clear(days);
    await userEvent.type(days, '-3, 90');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(
      await screen.findByText('Each reminder is from 60 days before the due date to 60 days after'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/invoice-settings/reminders')).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '7, -1');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminder settings updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/invoice-settings/reminders')).toEqual([
      { enabled: true, offsets: [-1, 7] },
    ]);
  });
});
