import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

beforeAll(async () => {
  await Promise.all([import('./webhooks'), import('./layout')]);
}, 60_000);

const endpoint = {
  id: '0193a000-0000-7000-8000-000000000001',
  url: 'https://erp.example.com/oja',
  description: 'ERP',
  events: ['order.created'],
  enabled: true,
  disabledReason: null,
  secret: 'whsec_abc123',
  consecutiveFailures: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe('/account/webhooks', () => {
  it('adds an endpoint after checking its URL and events with the shared rules', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/webhooks': () => [200, envelope({ endpoints: [] })],
      'POST /v1/webhooks': () => [201, envelope(endpoint, 'Webhook endpoint added')],
    });
    renderApp('/account/webhooks');
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Enter a full URL starting with https://')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/webhooks')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Endpoint URL'), 'https://erp.example.com/oja');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /An order changes/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Webhook endpoint added')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/webhooks')).toEqual([
      { url: 'https://erp.example.com/oja', description: '', events: ['order.created'] },
    ]);
  });

  it('hides the secret until revealed and asks before rotating it', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/webhooks': () => [200, envelope({ endpoints: [endpoint] })],
      'POST /v1/webhooks/0193a000-0000-7000-8000-000000000001/rotate-secret': () => [
        200,
        envelope({ ...endpoint, secret: 'whsec_new' }, 'Signing secret rotated'),
      ],
    });
    renderApp('/account/webhooks');
    const secret = await screen.findByLabelText('Signing secret');
    expect(secret).not.toHaveTextContent('whsec_abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Reveal secret' }));
    expect(secret).toHaveTextContent('whsec_abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(
      sentBodies(fetchMock, 'POST /v1/webhooks/0193a000-0000-7000-8000-000000000001/rotate-secret'),
    ).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByText('Signing secret rotated')).toBeInTheDocument();
  });

  it('says so when the endpoints cannot be loaded', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/webhooks': () => [400, failure(400, '')],
    });
    renderApp('/account/webhooks');
    expect(
      await screen.findByText('Could not get your webhook endpoints. Try again later.'),
    ).toBeInTheDocument();
  });
});
