// Plain values, apart from calendar.ts's zod schemas, so that a screen needing only these loads no zod.

export const CALENDAR_MAX_DAYS = 366;
/** The .ics feed holds what starts from this many days ago … */
export const FEED_PAST_DAYS = 90;
/** … up to this many days ahead. */
export const FEED_FUTURE_DAYS = 366;

export const bookingMessages = {
  fetched: 'Bookings fetched successfully',
  notFound: 'Booking not found',
  emailed: (email: string) => `Booking details sent to ${email}`,
  mailFailed: 'Could not send the booking email. Try again later.',
  roomNotFound: 'This meeting room does not exist',
  roomFetched: 'Meeting room fetched successfully',
} as const;

/** An online booking's room opens this long before its start. */
export const MEETING_OPENS_MINUTES_BEFORE = 10;

export const calendarMessages = {
  fetched: 'Calendar fetched successfully',
  added: 'Calendar entry added',
  deleted: 'Calendar entry deleted',
  /** The dashboard's fallback when adding fails (docs/product/messages.md#fallback-messages). */
  addFailed: 'Could not add Calendar. Try again later.',
  notFound: 'Calendar entry not found',
  bookingNotDeletable: 'This entry is a booking: it cannot be deleted from the calendar',
  endAfterStart: 'The end must be after the start',
  dateTime: 'Use an ISO 8601 date (YYYY-MM-DD) or date and time with an offset',
  titleRequired: 'Enter a title',
  fromAfterTo: 'The start of the range must be before its end',
  rangeTooLong: `The range can span at most ${CALENDAR_MAX_DAYS} days`,
  feedUrl: 'Calendar feed link fetched successfully',
  feedRotated: 'Calendar feed link renewed; the old link no longer works',
  feedNotFound: 'Calendar feed not found',
} as const;
