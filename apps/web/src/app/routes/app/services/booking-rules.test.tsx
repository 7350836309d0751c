import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

beforeAll(async () => {
  await Promise.all([import('./booking-rules'), import('../layout')]);
}, 60_000);

const rules = {
  rescheduleAllowed: true,
  rescheduleNoticeHours: 24,
  maxReschedules: 2,
  cancelAllowed: true,
  cancelNoticeHours: 24,
};

describe('/services/booking-rules', () => {
  it('shows the rules, checks them with the shared rules and saves them whole', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/booking-rules': () => [200, envelope(rules)],
      'PUT /v1/booking-rules': ({ body }) => [200, envelope(body, 'Booking rules updated successfully')],
    });
    renderApp('/services/booking-rules');
    const most = await screen.findByLabelText('Most moves of one booking');
    expect(most).toHaveValue('2');
    await userEvent.clear(most);
    await userEvent.type(most, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(
      await screen.findByText('The number of reschedules must be a whole number from 1 to 10'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/booking-rules')).toEqual([]);

    await userEvent.clear(most);
    await userEvent.type(most, '3');
    await userEvent.click(screen.getByLabelText('Buyers can cancel a booking and get back what they paid'));
    const [, cancelNotice] = screen.getAllByLabelText('Notice (hours before the start)');
    await userEvent.clear(cancelNotice!);
    await userEvent.type(cancelNotice!, '48');
    await userEvent.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText('Booking rules updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/booking-rules')).toEqual([
      { ...rules, maxReschedules: 3, cancelAllowed: false, cancelNoticeHours: 48 },
    ]);
  });

  it('says so when the rules cannot be loaded', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/booking-rules': () => [400, failure(400, '')],
    });
    renderApp('/services/booking-rules');
    expect(await screen.findByText('Could not get your booking rules. Try again later.')).toBeInTheDocument();
  });
});
