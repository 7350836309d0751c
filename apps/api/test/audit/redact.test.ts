import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/modules/audit/index.ts';
import { redact } from '../../src/modules/audit/redact.ts';

describe('redact', () => {
  it('hides secrets at any depth by the words of their names, and keeps everything else', () => {
    expect(
      redact({
        pin: '1234',
        newPin: '5678',
        password: 'x',
        currentPassword: 'y',
        code: '123456',
        otp: '654321',
        account_number: '0123456789',
        bank: { accountNumber: '0123456789', bankCode: '058' },
        refreshToken: 't',
        cards: [{ card: '4111' }],
        shippingFee: 1500,
        spinCount: 2,
        name: 'Ankara',
      }),
    ).toEqual({
      pin: REDACTED,
      newPin: REDACTED,
      password: REDACTED,
      currentPassword: REDACTED,
      code: REDACTED,
      otp: REDACTED,
      account_number: REDACTED,
      bank: { accountNumber: REDACTED, bankCode: '058' },
      refreshToken: REDACTED,
      cards: REDACTED,
      shippingFee: 1500,
      spinCount: 2,
      name: 'Ankara',
    });
  });
});
