import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { envelope, failure, mockFetch, type MockRequest, sentBodies } from '@/testing/mock-fetch';
import { TopupDialog } from './topup-dialog';

describe('TopupDialog', () => {
  it('starts a top-up with an Idempotency-Key, reuses it on retry, then goes to the checkout page', async () => {
    const requests: MockRequest[] = [];
    let fail = true;
    mockFetch({
      'POST /v1/wallet/topup': (request) => {
        requests.push(request);
        if (fail) {
          fail = false;
          return [409, failure(409, 'A request with this Idempotency-Key is in progress. Retry shortly.')];
        }
        return [201, envelope({ authorizationUrl: '/v1/sim/checkout/abc' }, '', 201)];
      },
    });
    const redirect = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TopupDialog open onOpenChange={() => {}} redirect={redirect} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Amount (₦)'), '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/in progress/)).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/v1/sim/checkout/abc'));

    const keys = requests.map((r) => new Headers(r.init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(requests[0]!.body).toEqual({ amount: 50000, currency: 'NGN', callbackUrl: '/wallet' });
  });

  it('refuses a third decimal as it is typed, and sends exactly the amount shown', async () => {
    const fetchMock = mockFetch({
      'POST /v1/wallet/topup': () => [201, envelope({ authorizationUrl: '/v1/sim/checkout/abc' }, '', 201)],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TopupDialog open onOpenChange={() => {}} redirect={vi.fn()} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Amount (₦)'), '1e0.555');
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('10.55');
    expect(screen.getByRole('alert')).toHaveTextContent('An amount can have at most 2 decimal places.');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/wallet/topup')).toEqual([
        { amount: 10.55, currency: 'NGN', callbackUrl: '/wallet' },
      ]),
    );
  });

  it('asks for an amount before calling the API', async () => {
    const fetchMock = mockFetch({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TopupDialog open onOpenChange={() => {}} redirect={vi.fn()} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
