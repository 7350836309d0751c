import { envelope, notification, notificationList, notificationsQuery } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notification-service.ts';

const tags = ['notifications'];

/** The /notification screen: the merchant's notifications with the unread count; mark one or all read. */
export async function notificationRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/notifications',
    { schema: { tags, querystring: notificationsQuery, response: { 200: envelope(notificationList) } } },
    async (request) =>
      ok(await listNotifications(app.db, request.user.id, request.query), 'Notifications fetched'),
  );

  r.patch(
    '/v1/notifications/read-all',
    {
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
