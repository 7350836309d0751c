import { describe, expect, it } from 'vitest';
import { DEV_TERMINAL_SECRET_KEY } from '../../src/config/dev-defaults.ts';
import { loadEnv } from '../../src/config/env.ts';
import { productionEnv } from '../helpers/app.ts';

const TERMINAL = 'https://api.terminal.africa/v1';

describe('TERMINAL_BASE_URL and TERMINAL_SECRET_KEY', () => {
  it('production refuses the public development key with a real Terminal, and says why', () => {
    expect(() => loadEnv({ ...productionEnv(), TERMINAL_BASE_URL: TERMINAL })).toThrow(
      'TERMINAL_SECRET_KEY: is the development default, which is public; set your Terminal secret key',
    );
    const own = loadEnv({
      ...productionEnv(),
      TERMINAL_BASE_URL: TERMINAL,
      TERMINAL_SECRET_KEY: 'sk_live_0123456789abcdef',
    });
    expect(own).toMatchObject({
      TERMINAL_BASE_URL: TERMINAL,
      TERMINAL_SECRET_KEY: 'sk_live_0123456789abcdef',
    });
  });

  it('the built-in simulation (no base URL) runs on the development key, anywhere', () => {
    expect(loadEnv(productionEnv()).TERMINAL_SECRET_KEY).toBe(DEV_TERMINAL_SECRET_KEY);
    expect(loadEnv({ NODE_ENV: 'development', TERMINAL_BASE_URL: TERMINAL }).TERMINAL_BASE_URL).toBe(
      TERMINAL,
    );
    expect(() => loadEnv({ TERMINAL_BASE_URL: 'not a url' })).toThrow(/TERMINAL_BASE_URL/);
  });
});
