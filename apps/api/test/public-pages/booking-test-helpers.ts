import { addBusinessDays, businessDay } from '@oja/contracts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { buyer, checkout, count, type PlacedOrder, payOrder } from '../orders/helpers.ts';

/** A business day `days` from today, as the booking page counts them. */
export const dayFromToday = (days: number) => addBusinessDays(businessDay(), days);

/** A buyer's booking of the service at that day and start (paid unless told), with its /b page path. */
export async function bookService(
  t: TestApp,
  m: TestMerchant,
  serviceId: string,
  at: { bookedDate: string; startHour: string },
  options: { pay?: boolean } = {},
) {
  const res = await checkout(t, {
    merchantId: m.id,
    ...buyer({ deliveryAddress: undefined }),
    service: { serviceId, ...at },
  });
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const order = res.json().data as PlacedOrder;
  if (options.pay !== false && order.payment) await payOrder(t, order);
  const link = await t.app.inject({
    method: 'POST',
    url: `/v1/order/${order.id}/links`,
    headers: m.headers,
    payload: { page: 'booking' },
  });
  if (link.statusCode !== 201) throw new Error(`link: ${link.statusCode} ${link.body}`);
  const path = new URL(link.json().data.url as string).pathname;
  return { order, path };
}

/** A form posted from the page itself (a browser sends its own origin). */
export const postForm = (t: TestApp, url: string, fields: Record<string, string>, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
  });

export const bookingRow = async (t: TestApp, orderId: string) =>
  (
    await t.pool.query(
      `SELECT b.booked_date::text AS "bookedDate", b.start_hour AS "startHour", b.end_hour AS "endHour",
              b.reschedule_count AS "rescheduleCount", b.meeting_room_id AS "roomId",
              o.status, o.payment_status AS "paymentStatus", o.refunded_amount::int AS "refunded"
       FROM bookings b JOIN orders o ON o.merchant_id = b.merchant_id AND o.id = b.order_id
       WHERE b.order_id = $1`,
      [orderId],
    )
  ).rows[0] as {
    bookedDate: string;
    startHour: string;
    endHour: string;
    rescheduleCount: number;
    roomId: string | null;
    status: string;
    paymentStatus: string;
    refunded: number;
  };

export const timelineKinds = async (t: TestApp, orderId: string) =>
  (
    await t.pool.query<{ kind: string }>(
      'SELECT kind FROM order_timeline WHERE order_id = $1 ORDER BY created_at',
      [orderId],
    )
  ).rows.map((r) => r.kind);

export const notificationsOf = (t: TestApp, m: TestMerchant, type: string) =>
  count(t, 'SELECT count(*) AS n FROM notifications WHERE merchant_id = $1 AND type = $2', [m.id, type]);

export const mailsTo = (t: TestApp, to: string, subjectStart: string) =>
  count(t, `SELECT count(*) AS n FROM outbox WHERE "to" = $1 AND subject LIKE $2`, [to, `${subjectStart}%`]);

/** The booking emails sent to the buyer, each with its calendar attachment's content type. */
export const buyerMails = async (t: TestApp, to: string) =>
  (
    await t.pool.query<{ subject: string; attachments: { contentType: string }[] }>(
      `SELECT subject, attachments FROM outbox WHERE "to" = $1 AND subject LIKE 'Booking %' ORDER BY created_at`,
      [to],
    )
  ).rows.map((r) => [r.subject.split(':')[0], r.attachments.map((a) => a.contentType)]);

export const putRules = (t: TestApp, m: TestMerchant, rules: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/v1/booking-rules', headers: m.headers, payload: rules });
