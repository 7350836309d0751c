import { type MeetingRoom, MEETING_OPENS_MINUTES_BEFORE, bookingMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { bookingRepository } from './booking-repository.ts';
import { bookingInterval } from './booking-times.ts';

const CLOSED_ORDER_STATUSES = new Set(['NOT_PAID', 'CANCELLED', 'cancelled']);

/** Where a room stands at `now`: waiting until it opens, open until the booking ends, then ended. */
export function roomState(start: Date, end: Date, orderStatus: string, now: Date): MeetingRoom['state'] {
  if (CLOSED_ORDER_STATUSES.has(orderStatus)) return 'cancelled';
  if (now.getTime() >= end.getTime()) return 'ended';
  if (now.getTime() >= start.getTime() - MEETING_OPENS_MINUTES_BEFORE * 60_000) return 'open';
  return 'waiting';
}

/** GET /v1/meet/{roomId}: the waiting room of an online booking, found by the id in its link. */
export async function getMeetingRoom(db: Executor, roomId: string, now = new Date()): Promise<MeetingRoom> {
  const row = await bookingRepository.findByRoom(db, roomId);
  if (!row) throw new AppError('NOT_FOUND', bookingMessages.roomNotFound);
  const { start, end } = bookingInterval(row);
  return {
    roomId,
    title: row.name,
    merchantName: row.merchantName,
    bookedDate: row.bookedDate,
    startHour: row.startHour,
    endHour: row.endHour,
    start: start.toISOString(),
    end: end.toISOString(),
    opensMinutesBefore: MEETING_OPENS_MINUTES_BEFORE,
    serverTime: now.toISOString(),
    state: roomState(start, end, row.orderStatus, now),
  };
}
