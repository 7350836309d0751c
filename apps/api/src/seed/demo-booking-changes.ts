import type { DemoClient } from './demo-client.ts';
import type { DemoMerchant } from './demo-setup.ts';

/**
 * The provider's rules for buyers' booking changes (decision 043): moves up to a day before, at most twice;
 * cancellations up to two days before. Then a buyer moves one upcoming booking from its /b page, as a
 * buyer would (the page's first free time), so the order's timeline and the bell show it; the booking
 * can be moved once more from a new link shared from the order.
 */
export async function seedBookingChanges(client: DemoClient, provider: DemoMerchant, orderId: string) {
  await client.call({
    method: 'PUT',
    url: '/v1/booking-rules',
    token: provider.token,
    body: {
      rescheduleAllowed: true,
      rescheduleNoticeHours: 24,
      maxReschedules: 2,
      cancelAllowed: true,
      cancelNoticeHours: 48,
    },
  });
  const link = await client.call<{ url: string }>({
    method: 'POST',
    url: `/v1/order/${orderId}/links`,
    token: provider.token,
    body: { page: 'booking' },
  });
  const path = new URL(link.url).pathname;
  const host = new URL(link.url).host;
  const page = await client.app.inject({ method: 'GET', url: path, headers: { host } });
  const slot = /name="slot" value="([^"]+)"/.exec(page.body)?.[1];
  if (!slot) return;
  const moved = await client.app.inject({
    method: 'POST',
    url: `${path}/reschedule`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ slot }).toString(),
  });
  if (moved.statusCode !== 303) throw new Error(`demo reschedule answered ${moved.statusCode}`);
}
