import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CalendarFeedUrl, calendarMessages, FEED_FUTURE_DAYS, FEED_PAST_DAYS } from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import { type BookingsContext, bookingStoreName } from '../bookings/index.ts';
import { entriesBetween } from './calendar-service.ts';
import { feedRepository, type CalendarFeedRow } from './feed-repository.ts';
import { type IcsEvent, writeCalendar } from '../../lib/ics-writer.ts';
import type { TimedEntry } from './calendar-entries.ts';

export interface FeedContext extends BookingsContext {
  publicUrl: string;
  /** Keys the feed tokens; a database dump alone cannot rebuild them. */
  secret: string;
}

const DAY_MS = 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const tokenOf = (ctx: FeedContext, feed: Pick<CalendarFeedRow, 'merchantId' | 'salt'>) =>
  createHmac('sha256', ctx.secret).update(`${feed.merchantId}:${feed.salt}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newSalt = () => randomBytes(16).toString('base64url');

function urlOf(ctx: FeedContext, feed: CalendarFeedRow): CalendarFeedUrl {
  const url = `${ctx.publicUrl.replace(/\/+$/, '')}/v1/calendar/ics/${tokenOf(ctx, feed)}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: feed.updatedAt.toISOString() };
}

/** GET /v1/calendar/feed-url: the merchant's feed address, made on the first visit. */
export async function getFeedUrl(ctx: FeedContext, merchantId: string): Promise<CalendarFeedUrl> {
  const existing = await feedRepository.find(ctx.db, merchantId);
  if (existing) return urlOf(ctx, existing);
  const salt = newSalt();
  return urlOf(
    ctx,
    await feedRepository.createIfMissing(
      ctx.db,
      merchantId,
      salt,
      hashOf(tokenOf(ctx, { merchantId, salt })),
    ),
  );
}

/** POST /v1/calendar/feed-url/rotate: a new address; the old one answers 404 from now on. */
export async function rotateFeedUrl(ctx: FeedContext, merchantId: string): Promise<CalendarFeedUrl> {
  const salt = newSalt();
  return urlOf(
    ctx,
    await feedRepository.replace(ctx.db, merchantId, salt, hashOf(tokenOf(ctx, { merchantId, salt }))),
  );
}

function toIcsEvent(item: TimedEntry): IcsEvent {
  const { entry } = item;
  const isBooking = entry.type === 'booking';
  const details = isBooking
    ? [
        entry.note,
        entry.meetingLink && `Meeting link: ${entry.meetingLink}`,
        entry.buyerEmail && `Buyer: ${entry.buyerEmail}`,
      ]
    : [entry.note];
  return {
    uid: `${isBooking ? 'booking' : 'entry'}-${entry.id}@oja`,
    start: entry.allDay ? { date: entry.start } : item.start,
    end: entry.allDay ? { date: item.end.toISOString().slice(0, 10) } : item.end,
    summary: entry.title,
    description: details.filter(Boolean).join('\n') || null,
    location: entry.location === 'online' && entry.meetingLink ? entry.meetingLink : entry.location,
    url: entry.meetingLink,
  };
}

/** GET /v1/calendar/ics/{feedToken}.ics: what starts from FEED_PAST_DAYS ago to FEED_FUTURE_DAYS ahead. */
export async function renderFeed(ctx: FeedContext, token: string, now = new Date()): Promise<string> {
  const feed = TOKEN.test(token) ? await feedRepository.findByTokenHash(ctx.db, hashOf(token)) : undefined;
  const expected = feed ? Buffer.from(tokenOf(ctx, feed)) : undefined;
  if (
    !feed ||
    !expected ||
    expected.length !== token.length ||
    !timingSafeEqual(expected, Buffer.from(token))
  ) {
    throw new AppError('NOT_FOUND', calendarMessages.feedNotFound);
  }
  const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
  const to = new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS);
  const items = await entriesBetween(ctx, feed.merchantId, from, to);
  const storeName = await bookingStoreName(ctx.db, feed.merchantId);
  return writeCalendar({
    prodId: '-//Oja//Seller dashboard//EN',
    name: `${storeName} — Oja`,
    stamp: now,
    events: items.map(toIcsEvent),
  });
}
