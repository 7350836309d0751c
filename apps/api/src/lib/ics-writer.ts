/**
 * A minimal iCalendar (RFC 5545) writer for the merchant's feed and for booking invitations: CRLF line
 * endings, lines folded at 75 octets without splitting a UTF-8 character, TEXT values escaped, times in
 * UTC, all-day dates as DATE.
 */

export type IcsTime = Date | { date: string };

export interface IcsEvent {
  uid: string;
  start: IcsTime;
  /** Exclusive, as RFC 5545 DTEND is: an all-day event's DTEND is the day after its last day. */
  end: IcsTime;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  lastModified?: Date;
  /** An invitation's organiser and guest (RFC 5546 REQUEST). */
  organizer?: IcsPerson;
  attendee?: IcsPerson;
  /** An invitation's revision (RFC 5546 §2.1.4): a later copy with a higher one replaces the event. */
  sequence?: number;
  /** A withdrawn invitation (RFC 5546 CANCEL). */
  cancelled?: boolean;
}

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsCalendar {
  prodId: string;
  name: string;
  /** DTSTAMP of every event: when this copy of the calendar was made. */
  stamp: Date;
  events: IcsEvent[];
  /**
   * PUBLISH (the default): a feed that calendars subscribe to. REQUEST: an invitation sent by email
   * (RFC 5546), which a mail client offers to add to the guest's calendar. CANCEL: that invitation
   * withdrawn, which removes the event from the guest's calendar.
   */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line (RFC 5545 §3.1): at most 75 octets per line, continuations start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** 20260305T081500Z */
export const formatUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const formatDate = (date: string) => date.replace(/-/g, '');

const timeProperty = (name: string, time: IcsTime) =>
  time instanceof Date ? `${name}:${formatUtc(time)}` : `${name};VALUE=DATE:${formatDate(time.date)}`;

/** `;CN="Name":mailto:address`, the name quoted (RFC 5545 §3.2: a DQUOTE cannot appear inside). */
const personParameters = (person: IcsPerson) =>
  `;CN="${person.name.replace(/["\r\n]/g, '')}":mailto:${person.email}`;

function eventLines(event: IcsEvent, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(stamp)}`,
    timeProperty('DTSTART', event.start),
    timeProperty('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  if (event.cancelled) lines.push('STATUS:CANCELLED');
  if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtc(event.lastModified)}`);
  if (event.organizer) lines.push(`ORGANIZER${personParameters(event.organizer)}`);
  if (event.attendee)
    lines.push(`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION${personParameters(event.attendee)}`);
  lines.push('END:VEVENT');
  return lines;
}

export function writeCalendar(calendar: IcsCalendar): string {
  const method = calendar.method ?? 'PUBLISH';
  const feed = method === 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(feed ? ['REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'] : []),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
