import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkout, registerDashboardMerchant } from '../support/dashboard.ts';
import { toastsGone } from '../support/page.ts';
import { shoot } from '../support/screenshots.ts';

/** A booking of an online service in /calendar, with its meeting link, own entries and the private .ics feed. */

test.describe.configure({ timeout: 180_000 });

test('a booking of an online service shows in the calendar with its meeting link; the .ics feed', async ({
  page,
  request,
}) => {
  const merchantId = await registerDashboardMerchant(page, 'service');
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const service = await page.request.post('/v1/services/create', {
    data: {
      name: 'Style consultation',
      price: 15000,
      status: 'ACTIVE',
      description: 'A video call about your wardrobe',
      availableSchedule: days.map((day) => ({
        day,
        start: '08:00',
        end: '18:00',
        location: { type: 'online' },
      })),
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
  const bookedDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await checkout(request, page.request, {
    merchantId,
    service: {
      serviceId,
      bookedDate,
      startHour: '10:00',
      endHour: '11:00',
      description: 'Wedding guest outfit',
    },
  });

  // The provider's payment webhook arrives a moment after the buyer pays: the booking shows once paid.
  const item = page.getByTestId('calendar-item').filter({ hasText: 'Style consultation' });
  await expect(async () => {
    await page.goto('/calendar');
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const link = item.getByRole('link', { name: /Meeting link/ });
  await expect(link).toHaveAttribute('href', /^https?:\/\//);
  await item.getByRole('button', { name: /Email the buyer/ }).click();
  await expect(page.getByText('Booking details sent to')).toBeVisible();

  // Week view still shows it; an own entry is added and deleted.
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(
    page
      .getByTestId('calendar-item')
      .filter({ hasText: 'Style consultation' })
      .or(page.getByRole('heading', { name: /Week of/ })),
  ).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Month' }).click();
  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
  await dialog.getByLabel('Title').fill('Fabric market trip');
  await dialog.getByLabel('Starts').fill(`${bookedDate}T14:00`);
  await dialog.getByLabel('Ends').fill(`${bookedDate}T15:00`);
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByTestId('calendar-item').filter({ hasText: 'Fabric market trip' })).toBeVisible();

  const feedUrl = await page.getByLabel('Private calendar feed (.ics)').inputValue();
  const feed = await request.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(ics).toContain('Style consultation');
  await toastsGone(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'calendar');

  await page.getByRole('button', { name: 'Delete Fabric market trip' }).click();
  await expect(page.getByTestId('calendar-item').filter({ hasText: 'Fabric market trip' })).toHaveCount(0);
});
