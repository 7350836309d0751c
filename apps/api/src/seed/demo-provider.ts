import type { Random } from '../cli/simulate-orders.ts';
import { backdateBookings } from './demo-backdate.ts';
import { seedBookingChanges } from './demo-booking-changes.ts';
import type { DemoBuyer } from './demo-buyers.ts';
import type { DemoClient } from './demo-client.ts';
import { fabricImage } from './demo-fabrics.ts';
import { buyerCheckout, deliverWebhooks } from './demo-orders.ts';
import { type DemoMerchant, submitBusiness, submitIdentity } from './demo-setup.ts';
import { topUp } from './demo-wallet.ts';
import { releaseEscrow } from '../modules/wallet/index.ts';

/** The hold after a delivered booking (SERVICE_RELEASE_HOLD_HOURS' default), for the story's past. */
const SERVICE_HOLD_MS = 24 * 60 * 60 * 1000;

const DAY = 86_400_000;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const SERVICES = [
  {
    name: 'Wedding photography (full day)',
    price: 450_000,
    minutes: 480,
    days: ['saturday'],
    start: '08:00',
    end: '18:00',
    where: 'Abuja and environs',
  },
  {
    name: 'Studio portrait session',
    price: 35_000,
    minutes: 60,
    days: [...WEEKDAYS, 'saturday'],
    start: '10:00',
    end: '17:00',
    where: '3 Aminu Kano Crescent, Wuse II, Abuja',
  },
  {
    name: 'Product photography (10 images)',
    price: 60_000,
    minutes: 120,
    days: [...WEEKDAYS],
    start: '09:00',
    end: '16:00',
    where: '3 Aminu Kano Crescent, Wuse II, Abuja',
  },
  {
    name: 'Online photo consultation',
    price: 15_000,
    minutes: 30,
    days: [...WEEKDAYS],
    start: '18:00',
    end: '21:00',
    where: null,
  },
] as const;

interface ServiceRow {
  id: string;
  spec: (typeof SERVICES)[number];
}

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Tunde Bakare Photography: level 1 with its identity (stage 2) waiting for review; services with
 * weekly schedules; bookings over the past 60 days and the next 14 (each through the checkout on a
 * free slot; the past ones moved back by the backdate module), service orders in every status, a wallet.
 */
export async function seedProvider(
  client: DemoClient,
  provider: DemoMerchant,
  buyers: DemoBuyer[],
  options: { rng: Random; now: Date },
) {
  const { rng, now } = options;
  const since = new Date();
  await submitBusiness(client, provider, '3 Aminu Kano Crescent, Wuse II, Abuja', 'registered_business');
  await submitIdentity(client, provider, rng, {
    firstName: 'Tunde',
    lastName: 'Bakare',
    phone: '+234 805 987 6543',
    bvn: '22298765432',
  });
  const services: ServiceRow[] = [];
  for (const [n, spec] of SERVICES.entries()) {
    const image = await fabricImage(
      'check',
      [
        [40, 40, 48],
        [200, 170, 120],
        [90, 90, 110],
      ],
      rng,
    );
    const url = await client.upload(provider.token, `service-${n + 1}.jpg`, image, 'services');
    const created = await client.call<{ id: string }>({
      method: 'POST',
      url: '/v1/services/create',
      token: provider.token,
      body: {
        name: spec.name,
        price: spec.price,
        image: url,
        description: `${spec.name} by Tunde Bakare. Edited images delivered within 7 days.`,
        categories: [{ name: 'Photography' }],
        durationMinutes: spec.minutes,
        bufferMinutes: 15,
        availableSchedule: spec.days.map((day) => ({
          day,
          start: spec.start,
          end: spec.end,
          location: spec.where ? { type: 'address', address: spec.where } : { type: 'online' },
        })),
      },
    });
    services.push({ id: created.id, spec });
  }

  // Bookings: 60 days back to 14 ahead. Each is placed on the same weekday within the next 3 weeks
  // (the checkout takes only future slots), then moved to its story date.
  const placed: { id: string; day: number; paid: boolean }[] = [];
  const moved: { orderId: string; bookedDate: string; at: Date }[] = [];
  const taken = new Set<string>();
  let b = 0;
  for (let day = -60; day <= 14; day += 1 + Math.floor(rng() * 2)) {
    const storyDate = now.getTime() + day * DAY;
    const weekday = DAYS[new Date(storyDate).getUTCDay()]!;
    const service =
      services.find(
        (s, n) => (n + day + 100) % 4 === 0 && (s.spec.days as readonly string[]).includes(weekday),
      ) ?? services.find((s) => (s.spec.days as readonly string[]).includes(weekday));
    if (!service) continue;
    // A past booking is placed nine weeks after its story date (the same weekday), then moved back.
    const placeDate = day > 0 ? storyDate : storyDate + 63 * DAY;
    const startMinutes = Number(service.spec.start.slice(0, 2)) * 60;
    const key = `${service.id}|${iso(placeDate)}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const buyer = buyers[(b++ * 5) % buyers.length]!;
    const pays = day > 0 ? b % 5 !== 0 : b % 9 !== 0;
    const order = await buyerCheckout(
      client,
      {
        merchantId: provider.id,
        name: buyer.name,
        email: buyer.email,
        phone: buyer.phone,
        service: {
          serviceId: service.id,
          bookedDate: iso(placeDate),
          startHour: service.spec.start,
          endHour: hhmm(startMinutes + service.spec.minutes),
          description: 'Booked through the website',
        },
      },
      buyer.from,
      pays,
    );
    placed.push({ id: order.id, day, paid: order.paid });
    if (day <= 0)
      moved.push({
        orderId: order.id,
        bookedDate: iso(storyDate),
        at: new Date(storyDate - (3 + (b % 6)) * DAY),
      });
  }
  await deliverWebhooks(client);
  // Past bookings were delivered; the next ones are new or under way.
  const delivered = new Set<string>();
  for (const [n, order] of placed.entries()) {
    if (!order.paid) continue;
    const status = order.day <= -2 ? 'DELIVERED' : order.day <= 3 && n % 2 === 0 ? 'PENDING' : null;
    if (status === 'DELIVERED') delivered.add(order.id);
    if (status)
      await client.call({
        method: 'PATCH',
        url: `/v1/order/${order.id}/status`,
        token: provider.token,
        body: { status },
      });
  }
  await backdateBookings(client.app.db, moved, since);
  // Delivered while the seed placed them ahead, their money waits for the slot's end; moved back, those
  // whose hold has run out by now are released as the release job would have, on the day it ran out.
  for (const booking of moved) {
    if (!delivered.has(booking.orderId)) continue;
    const holdEnd = Date.parse(`${booking.bookedDate}T19:00:00Z`) + SERVICE_HOLD_MS;
    if (holdEnd < now.getTime())
      await client.app.db.transaction((tx) =>
        releaseEscrow(tx, provider.id, booking.orderId, new Date(holdEnd)),
      );
  }
  const upcoming = placed.find((order) => order.paid && order.day >= 3);
  if (upcoming) await seedBookingChanges(client, provider, upcoming.id);
  await topUp(client, provider, 40_000);
}
