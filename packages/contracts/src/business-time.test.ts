import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDay, businessInstant } from './business-time.ts';

describe('the business clock (Africa/Lagos, UTC+1)', () => {
  it('puts an instant on its Lagos day, not its UTC day', () => {
    expect(businessDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(businessDay(new Date('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
    expect(businessDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('starts a business day at 23:00 UTC of the day before', () => {
    expect(businessInstant('2026-11-24').toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(businessInstant('2026-11-24', '09:30').toISOString()).toBe('2026-11-24T08:30:00.000Z');
    expect(businessInstant('2026-11-24', '24:00').toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });

  it('is the inverse of businessDay at every hour of a year', () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const day = businessDay(at);
      expect(businessInstant(day).getTime()).toBeLessThanOrEqual(at.getTime());
      expect(businessInstant(addBusinessDays(day, 1)).getTime()).toBeGreaterThan(at.getTime());
    }
  });

  it('adds days across months and years', () => {
    expect(addBusinessDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addBusinessDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
