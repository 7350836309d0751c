import { describe, expect, it } from 'vitest';
import { businessKindOf } from './business-kind';

describe('businessKindOf', () => {
  it.each([
    [{ serviceType: 'service', role: 'serviceProvider' }, 'service'],
    [{ serviceType: 'product', role: 'seller' }, 'product'],
    [{ serviceType: 'service', role: 'seller' }, 'service'], // the onboarding choice wins
    [{ serviceType: null, role: 'serviceProvider' }, 'service'],
    [{ serviceType: null, role: 'seller' }, 'product'],
    [{ serviceType: null, role: 'guestSeller' }, 'product'],
  ] as const)('%j → %s', (profile, kind) => {
    expect(businessKindOf(profile)).toBe(kind);
  });
});
