import { describe, expect, it } from 'vitest';
import { invoiceScheduleRequest, scheduleRunDate } from './invoice-schedules.ts';

describe('scheduleRunDate', () => {
  const runs = (startsOn: string, every: 'week' | 'month' | 'days', days?: number) =>
    [0, 1, 2, 3].map((k) => scheduleRunDate(startsOn, { every, days }, k));

  it('keeps the start’s day of the month, or the month’s last day when shorter', () => {
    expect(runs('2028-01-31', 'month')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    expect(runs('2027-01-31', 'month')).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(runs('2027-11-30', 'month')).toEqual(['2027-11-30', '2027-12-30', '2028-01-30', '2028-02-29']);
  });

  it('counts weeks and days from the start', () => {
    expect(runs('2027-12-27', 'week')).toEqual(['2027-12-27', '2028-01-03', '2028-01-10', '2028-01-17']);
    expect(runs('2028-02-27', 'days', 2)).toEqual(['2028-02-27', '2028-02-29', '2028-03-02', '2028-03-04']);
  });

  it('refuses a days schedule without its gap and an end before the start', () => {
    const bad = (body: object) => invoiceScheduleRequest.safeParse(body).error?.issues[0]?.message;
    expect(bad({ every: 'days', startsOn: '2030-01-01' })).toBe('Enter how many days apart the invoices are');
    expect(bad({ every: 'week', startsOn: '2030-01-02', endsOn: '2030-01-01' })).toBe(
      'The end date must be on or after the first date',
    );
    expect(bad({ every: 'year', startsOn: '2030-01-01' })).toBe('Repeat every week, month or number of days');
  });
});
