import type { InvoiceSchedule } from '@oja/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { testInvoice } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const invoice = testInvoice({ id: '0190a000-0000-7000-8000-0000000000c1', status: 'ISSUED' });
const schedule = (overrides: Partial<InvoiceSchedule> = {}): InvoiceSchedule => ({
  every: 'month',
  days: null,
  startsOn: '2099-01-31',
  endsOn: null,
  count: 3,
  issued: 1,
  nextRunOn: '2099-02-28',
  status: 'ACTIVE',
  ...overrides,
});
const url = `/v1/invoice/${invoice.id}/schedule`;

beforeAll(async () => {
  await Promise.all([import('./detail'), import('../layout')]);
}, 60_000);

describe('repeating an invoice', () => {
  it('starts a schedule with an Idempotency-Key, its dates checked by the shared rules first', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      [`GET /v1/invoice/${invoice.id}`]: () => [200, envelope(invoice)],
      [`GET ${url}`]: () => [200, envelope(null)],
      [`POST ${url}`]: ({ body }) => [201, envelope(schedule({ ...(body as object), issued: 0 }), '', 201)],
    });
    renderApp(`/invoice/${invoice.id}`);
    await userEvent.selectOptions(await screen.findByLabelText('Repeat'), 'days');
    const start = screen.getByLabelText('First invoice on');
    await userEvent.clear(start);
    await userEvent.type(start, '2099-01-31');
    await userEvent.type(screen.getByLabelText('Last date (optional)'), '2099-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Start repeating' }));
    expect(await screen.findByText('Enter how many days apart the invoices are')).toBeInTheDocument();
    expect(await screen.findByText('The end date must be on or after the first date')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${url}`)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Days apart'), '14');
    await userEvent.clear(screen.getByLabelText('Last date (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Start repeating' }));
    expect(await screen.findByText(/Repeating/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${url}`)).toEqual([
      { every: 'days', days: 14, startsOn: '2099-01-31' },
    ]);
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the schedule, pauses it, and stops it only once confirmed', async () => {
    let current = schedule();
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      [`GET /v1/invoice/${invoice.id}`]: () => [200, envelope(invoice)],
      [`GET ${url}`]: () => [200, envelope(current)],
      [`POST ${url}/status`]: ({ body }) => {
        const action = (body as { action: string }).action;
        current = schedule(
          action === 'pause' ? { status: 'PAUSED' } : { status: 'STOPPED', nextRunOn: null },
        );
        return [200, envelope(current)];
      },
    });
    renderApp(`/invoice/${invoice.id}`);
    expect(await screen.findByText(/Next: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop repeating' }));
    expect(sentBodies(fetchMock, `POST ${url}/status`)).toEqual([{ action: 'pause' }]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop repeating' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${url}/status`)).toEqual([{ action: 'pause' }, { action: 'stop' }]);
  });
});
