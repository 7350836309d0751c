import { serviceMessages } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, type MockHandler, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { serviceFixture } from '@/features/services/testing/service-fixtures';
import { testUser } from '@/testing/test-user';

const portraits = serviceFixture({
  id: 's-1',
  name: 'Portrait session',
  availableSchedule: [
    { day: 'monday', start: '09:00', end: '12:00', location: { type: 'online' } },
    { day: 'wednesday', start: '09:00', end: '12:00', location: { type: 'online' } },
  ],
});
const weddings = serviceFixture({ id: 's-2', name: 'Wedding coverage', status: 'INACTIVE', price: 450000 });
const page = (results: unknown[]) => ({
  results,
  page: 1,
  limit: 10,
  totalPages: 1,
  totalResults: results.length,
});

const renderServices = (url: string, list: MockHandler, extra: Record<string, MockHandler> = {}) => {
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/services': list,
    ...extra,
  });
  return { fetchMock, ...renderApp(url) };
};

describe('/services', () => {
  it('lists services with their availability; the Inactive tab filters on the server and locally', async () => {
    const { fetchMock } = renderServices('/services', ({ query }) => [
      200,
      envelope(page(query.get('status') === 'INACTIVE' ? [weddings, portraits] : [portraits, weddings])),
    ]);
    const row = (await screen.findByRole('checkbox', { name: 'Select Portrait session' })).closest('tr')!;
    expect(row).toHaveTextContent('Mon, Wed · 2 slots');
    expect(row).toHaveTextContent('₦25,000.00');
    await userEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Wedding coverage' })).toBeInTheDocument();
    // The server sent an ACTIVE one too; the local filter keeps it out.
    expect(screen.queryByRole('checkbox', { name: 'Select Portrait session' })).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/v1/services?'));
    expect(calls.at(-1)).toContain('status=INACTIVE');
  });

  it("deletes the selected services by id list: 'Service(s) deleted successfully'", async () => {
    const { fetchMock } = renderServices('/services', () => [200, envelope(page([portraits, weddings]))], {
      'DELETE /v1/services': () => [200, envelope({ deleted: 2 }, serviceMessages.deleted)],
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 services?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service(s) deleted successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /v1/services')).toEqual([{ ids: ['s-1', 's-2'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Could not get service. Try again later.' when a service cannot be loaded", async () => {
    renderServices('/services/s-1', () => [200, envelope(page([]))], {
      'GET /v1/services/s-1': () => [400, { code: 400 }],
    });
    expect(await screen.findAllByText(serviceMessages.getFallback)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/services');
  });
});
