import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { checkout, orderRow, ordId, pickFilter, registerOrdersMerchant } from '../support/orders.ts';
import { shoot } from '../support/screenshots.ts';

// A loaded CI machine: axe scans and screenshots take their time.
test.describe.configure({ timeout: 150_000 });

test('a booked service shows its Booking block in the Orders tab of /services', async ({ page, request }) => {
  const merchantId = await registerOrdersMerchant(page, 'service');
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const service = await page.request.post('/v1/services/create', {
    data: {
      name: 'Bridal make-up',
      price: 55000,
      status: 'ACTIVE',
      description: 'On-location bridal make-up',
      durationMinutes: 150,
      availableSchedule: days.map((day) => ({
        day,
        start: '08:00',
        end: '18:00',
        location: { type: 'address', address: '12 Allen Avenue, Ikeja' },
      })),
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
  const bookedDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const order = await checkout(request, page.request, {
    merchantId,
    service: {
      serviceId,
      bookedDate,
      startHour: '10:00',
      endHour: '12:30',
      description: 'Soft glam, 2 bridesmaids',
    },
  });

  await page.goto('/services?tab=orders');
  const row = orderRow(page, order.id);
  await expect(row).toContainText('new order');
  await expect(row).toContainText('Bridal make-up');
  await expect(row).toContainText('₦55,000.00');
  await expect(page.getByRole('group', { name: 'Service order status' }).getByRole('radio')).toHaveCount(6);
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-services-list');

  await pickFilter(page, 'Service order status', 'new');
  await expect(orderRow(page, order.id)).toBeVisible();
  await page.getByRole('link', { name: ordId(order.id) }).click();
  const booking = page.getByRole('region', { name: 'Booking' });
  const [y, m, d] = bookedDate.split('-').map(Number);
  const longDate = new Date(y!, m! - 1, d!).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  });
  await expect(booking).toContainText('Bridal make-up');
  await expect(booking).toContainText(longDate);
  await expect(booking).toContainText('10:00–12:30');
  await expect(booking).toContainText('Soft glam, 2 bridesmaids');
  await expect(booking).toContainText(ordId(order.id));
  await expectNoAxeViolations(page);
  await shoot(page, 'orders-service-detail');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('table', { name: 'Service orders' })).toBeVisible();
});
