import { bookingMessages, envelope, errorEnvelope, meetingRoom, meetingRoomParams } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { getMeetingRoom } from './meeting-room-service.ts';

/** The public waiting room behind an online booking's meeting link (PUBLIC_URL/meet/{roomId}). */
export async function meetingRoomRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/meet/:roomId',
    {
      schema: {
        tags: ['bookings'],
        summary: "A booking's meeting room: title, hours, provider and state (public; the link is the key)",
        params: meetingRoomParams,
        response: { 200: envelope(meetingRoom), 400: errorEnvelope, 404: errorEnvelope },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ok(await getMeetingRoom(app.db, request.params.roomId), bookingMessages.roomFetched),
  );
}
