import { serviceMessages } from '@oja/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { serviceFixture } from '@/features/services/testing/service-fixtures';
import { testUser } from '@/testing/test-user';

const photography = {
  id: 'service.photography',
  name: 'Photography',
  title: 'Photography',
  subCategories: [],
};

const renderAddService = () => {
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser({ serviceType: 'service' }))],
    'GET /v1/services/category/all': () => [200, envelope([photography])],
    'POST /v1/services/create': ({ body }) => [
      201,
      envelope(serviceFixture({ ...(body as object), id: 's-9' }), serviceMessages.created, 201),
    ],
    'GET /v1/services/s-9': ({ body }) => [200, envelope(serviceFixture({ ...(body as object), id: 's-9' }))],
  });
  return { fetchMock, ...renderApp('/services/add-service') };
};

const setTime = async (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

describe('the weekly availability editor', () => {
  it("shows the contract's messages for an end before the start and for overlapping slots", async () => {
    const { fetchMock } = renderAddService();
    await userEvent.type(await screen.findByLabelText('Service name'), 'Portrait session');
    await userEvent.type(screen.getByLabelText('Price (₦)'), '25000');
    await userEvent.click(screen.getByRole('button', { name: 'Add slot on Monday' }));
    expect(screen.getByLabelText('Start (Monday slot 1)')).toHaveValue('09:00');
    expect(screen.getByLabelText('End (Monday slot 1)')).toHaveValue('17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add slot on Monday' }));
    // A new slot starts where the day's last one ends.
    expect(screen.getByLabelText('Start (Monday slot 2)')).toHaveValue('17:00');
    expect(screen.getByLabelText('End (Monday slot 2)')).toHaveValue('18:00');

    await setTime('Start (Monday slot 2)', '16:00');
    await setTime('End (Monday slot 1)', '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText(serviceMessages.endBeforeStart)).toBeInTheDocument();
    expect(screen.getByLabelText('End (Monday slot 1)')).toHaveAccessibleDescription(
      serviceMessages.endBeforeStart,
    );
    expect(sentBodies(fetchMock, 'POST /v1/services/create')).toEqual([]);

    await setTime('End (Monday slot 1)', '17:00');
    expect(await screen.findByText('This slot overlaps another slot on Monday')).toBeInTheDocument();
    expect(screen.getByLabelText('Start (Monday slot 2)')).toHaveAccessibleDescription(
      'This slot overlaps another slot on Monday',
    );
    expect(screen.queryByText(serviceMessages.endBeforeStart)).not.toBeInTheDocument();

    // Fixing the other slot clears the overlap (a change re-checks every slot's times).
    await setTime('End (Monday slot 1)', '16:00');
    await waitFor(() =>
      expect(screen.queryByText('This slot overlaps another slot on Monday')).not.toBeInTheDocument(),
    );
    expect(sentBodies(fetchMock, 'POST /v1/services/create')).toEqual([]);
  });

  it('sends each slot with its day and location, online or an address', async () => {
    const { fetchMock, router } = renderAddService();
    await userEvent.type(await screen.findByLabelText('Service name'), 'Portrait session');
    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'Photography');
    await userEvent.type(screen.getByLabelText('Price (₦)'), '25000');
    await userEvent.clear(screen.getByLabelText('Duration (minutes)'));
    await userEvent.type(screen.getByLabelText('Duration (minutes)'), '480');
    await userEvent.clear(screen.getByLabelText('Buffer between bookings (minutes)'));
    await userEvent.type(screen.getByLabelText('Buffer between bookings (minutes)'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Add slot on Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add slot on Saturday' }));
    await userEvent.selectOptions(screen.getByLabelText('Location (Saturday slot 1)'), 'address');
    await userEvent.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Enter the address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Address (Saturday slot 1)'), '12 Admiralty Way, Lekki');
    await userEvent.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText(serviceMessages.created)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/services/create')).toEqual([
      {
        name: 'Portrait session',
        description: '',
        price: 25000,
        status: 'ACTIVE',
        categories: [{ name: 'Photography' }],
        tags: [],
        image: null,
        gallery_images: [],
        availableSchedule: [
          { day: 'tuesday', start: '09:00', end: '17:00', location: { type: 'online' } },
          {
            day: 'saturday',
            start: '09:00',
            end: '17:00',
            location: { type: 'address', address: '12 Admiralty Way, Lekki' },
          },
        ],
        durationMinutes: 480,
        bufferMinutes: 15,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/s-9'));
  });
});
