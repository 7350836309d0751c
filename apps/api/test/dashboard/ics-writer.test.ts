import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, writeCalendar } from '../../src/lib/ics-writer.ts';
import { parseIcs } from './ics-parse.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('ics writer (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and newlines in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('plain text: ok')).toBe('plain text: ok');
  });

  it('folds long lines at 75 octets and unfolds back to the same text', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    expect(physical.map(octets)).toEqual([75, 75, 212 - 75 - 74 + 1]);
    expect(physical.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a line of exactly 75 octets alone and never splits a multi-byte character', () => {
    const exact = `SUMMARY:${'y'.repeat(67)}`;
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine(`${exact}z`).split('\r\n')).toEqual([exact, ' z']);

    const naira = `SUMMARY:${'₦'.repeat(40)}`; // 3 octets each
    const physical = foldLine(naira).split('\r\n');
    for (const l of physical) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l);
    }
    expect(foldLine(naira).replace(/\r\n /g, '')).toBe(naira);
    const emoji = foldLine(`DESCRIPTION:${'🎉'.repeat(30)}`);
    expect(emoji).not.toMatch(/\uFFFD/);
    expect(emoji.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'🎉'.repeat(30)}`);
  });

  it('writes instants in UTC', () => {
    expect(formatUtc(new Date('2026-03-05T08:15:09.123Z'))).toBe('20260305T081509Z');
  });

  it('writes a calendar with CRLF lines, the required properties and DATE values for all-day events', () => {
    const text = writeCalendar({
      prodId: '-//Oja//Test//EN',
      name: 'Ada Studio, Lagos',
      stamp: new Date('2026-11-21T10:00:00Z'),
      events: [
        {
          uid: 'entry-1@oja',
          start: new Date('2026-12-02T09:00:00Z'),
          end: new Date('2026-12-02T10:00:00Z'),
          summary: 'Call; then, plan',
          description: 'Line one\nLine two with a link https://oja.example/meet/abcde',
          location: 'Online',
          url: 'https://oja.example/meet/abcde',
        },
        {
          uid: 'entry-2@oja',
          start: { date: '2026-12-04' },
          end: { date: '2026-12-06' },
          summary: 'Trade fair',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = parseIcs(text);
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props.get('VERSION')).toEqual(['2.0']);
    expect(calendar.props.get('PRODID')).toEqual(['-//Oja//Test//EN']);
    expect(calendar.props.get('X-WR-CALNAME')).toEqual(['Ada Studio\\, Lagos']);
    const [timed, allDay] = calendar.children;
    expect(timed!.props.get('DTSTART')).toEqual(['20261202T090000Z']);
    expect(timed!.props.get('DTEND')).toEqual(['20261202T100000Z']);
    expect(timed!.props.get('DTSTAMP')).toEqual(['20261121T100000Z']);
    expect(timed!.props.get('SUMMARY')).toEqual(['Call\\; then\\, plan']);
    expect(timed!.props.get('DESCRIPTION')).toEqual([
      'Line one\\nLine two with a link https://oja.example/meet/abcde',
    ]);
    expect(allDay!.props.get('DTSTART;VALUE=DATE')).toEqual(['20261204']);
    expect(allDay!.props.get('DTEND;VALUE=DATE')).toEqual(['20261206']);
  });

  it('writes an invitation’s revision, and a withdrawn invitation as CANCEL with STATUS:CANCELLED', () => {
    const event = {
      uid: 'booking-1@oja',
      start: new Date('2026-12-04T09:00:00Z'),
      end: new Date('2026-12-04T10:00:00Z'),
      summary: 'Braids with Kemi',
    };
    const stamp = new Date('2026-11-24T12:00:00Z');
    const moved = writeCalendar({
      prodId: 'p',
      name: 'n',
      stamp,
      method: 'REQUEST',
      events: [{ ...event, sequence: 2 }],
    });
    expect(moved).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(moved).toContain('\r\nSEQUENCE:2\r\n');
    expect(moved).not.toContain('STATUS:');
    const cancelled = writeCalendar({
      prodId: 'p',
      name: 'n',
      stamp,
      method: 'CANCEL',
      events: [{ ...event, sequence: 3, cancelled: true }],
    });
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelled).toContain('\r\nSEQUENCE:3\r\nSTATUS:CANCELLED\r\n');
  });
});
