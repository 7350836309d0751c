import {
  envelope,
  notification,
  notificationList,
  notificationsQuery,
  notificationUnreadCount,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['notifications'];

/**
 * The /notification screen: the merchant's notifications with the unread count; mark one or all read.
 * The bell in the top bar reads only the count.
 */
export async function notificationRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/notifications',
    {
      config: { permission: 'orders.read' },
      schema: { tags, querystring: notificationsQuery, response: { 200: envelope(notificationList) } },
    },
    async (request) =>
      ok(await listNotifications(app.db, request.user.id, request.query), 'Notifications fetched'),
  );

  r.get(
    '/v1/notifications/unread-count',
    {
      config: { permission: 'orders.read' },
      schema: { tags, response: { 200: envelope(notificationUnreadCount) } },
    },
    async (request) =>
      ok(await countUnreadNotifications(app.db, request.user.id), 'Unread notifications counted'),
  );

  r.patch(
    '/v1/notifications/read-all',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        response: { 200: envelope(z.object({ updated: z.number().int(), unreadCount: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await markAllNotificationsRead(app.db, request.user.id), 'All notifications marked as read'),
  );

  r.patch(
    '/v1/notifications/:id/read',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        params: z.object({ id: z.uuid('Invalid notification id') }),
        response: { 200: envelope(notification) },
      },
    },
    async (request) =>
      ok(await markNotificationRead(app.db, request.user.id, request.params.id), 'Notification read'),
  );
}
