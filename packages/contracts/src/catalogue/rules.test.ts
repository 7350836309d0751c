import { describe, expect, it } from 'vitest';
import { productCreateBody, productMessages } from './products.ts';
import { availableScheduleField, serviceMessages } from './services.ts';

describe('product prices', () => {
  it('requires the original price to be at least the price', () => {
    const body = { name: 'Dress', category: 'Fashion', price: 100, units: 1 };
    expect(productCreateBody.safeParse({ ...body, original_price: 120 }).success).toBe(true);
    const low = productCreateBody.safeParse({ ...body, original_price: 99.99 });
    expect(low.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['original_price'], message: productMessages.originalBelowPrice }),
    );
  });
});

describe('weekly schedule', () => {
  const slot = (day: string, start: string, end: string) => ({
    day,
    start,
    end,
    location: { type: 'online' },
  });

  it('allows back-to-back slots and the same hours on different days', () => {
    const result = availableScheduleField.safeParse([
      slot('monday', '09:00', '12:00'),
      slot('monday', '12:00', '24:00'),
      slot('tuesday', '09:00', '12:00'),
    ]);
    expect(result.success).toBe(true);
  });

  it('finds an overlap whatever the order of the slots', () => {
    const result = availableScheduleField.safeParse([
      slot('wednesday', '13:00', '15:00'),
      slot('wednesday', '09:00', '13:30'),
    ]);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [0, 'start'], message: serviceMessages.overlap('wednesday') }),
    ]);
  });

  it('rejects a slot that ends before it starts, and times outside HH:MM', () => {
    expect(
      availableScheduleField.safeParse([slot('monday', '18:00', '08:00')]).error?.issues[0]?.message,
    ).toBe(serviceMessages.endBeforeStart);
    expect(availableScheduleField.safeParse([slot('monday', '24:30', '25:00')]).success).toBe(false);
  });
});
