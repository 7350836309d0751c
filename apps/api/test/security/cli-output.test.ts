import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/admin.ts';
import { terminalPrinter, terminalText } from '../../src/cli/terminal-text.ts';
import { users, verificationSubmissions } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { createVerificationApp, merchantAwaitingReview } from '../verification/helpers.ts';

/** What a terminal would act on: C0 (line feed included), DEL, C1, separators, bidi controls, lone surrogates. */
const ACTIVE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the purpose
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Stored values as they may sit in the database (written before the input rule, or by another tool). */
const HOSTILE = {
  firstName: 'Ada\u001b[2J\u001b]0;pwned\u0007',
  lastName: 'Obi\n2026-01-01T00:00:00.000Z  verified  level 3  forged@example.com',
  reason: 'Blurred\u009b31m ID \u202eexe.pdf',
};

describe('command-line output', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    t = await createVerificationApp();
    const url = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    env = { DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
  });
  afterAll(() => t.close());

  it('shows every control character of a stored value as a visible escape', () => {
    expect(terminalText('a\u001b[31mb\nc\td\u0085e\u202ef\ud800')).toBe(
      'a\\u001b[31mb\\nc\\td\\u0085e\\u202ef\\ud800',
    );
    expect(terminalText('Ọjà 😀 سنة')).toBe('Ọjà 😀 سنة');
    const printed: string[] = [];
    terminalPrinter((line) => printed.push(line))('Usage:\n  run \u001b[2J');
    expect(printed).toEqual(['Usage:\n  run \\u001b[2J']);
  });

  it('lists the verification queue without passing stored escape sequences to the terminal', async () => {
    const merchant = await merchantAwaitingReview(t, { email: 'escape@example.com' });
    await t.db
      .update(users)
      .set({ firstName: HOSTILE.firstName, lastName: HOSTILE.lastName })
      .where(eq(users.id, merchant.id));
    await t.db
      .update(verificationSubmissions)
      .set({
        reason: HOSTILE.reason,
        payload: sql`${verificationSubmissions.payload} || ${JSON.stringify({ preferredName: HOSTILE.reason })}::jsonb`,
      })
      .where(eq(verificationSubmissions.merchantId, merchant.id));

    const out: string[] = [];
    expect(await main(['verification', 'list', '--status', 'all'], { env, print: (l) => out.push(l) })).toBe(
      0,
    );
    const lines = out.flatMap((l) => l.split('\n'));
    const active = lines.filter((line) => ACTIVE.test(line));
    const rows = lines.filter((line) => line.includes('escape@example.com'));
    console.log(`cli output: ${lines.length} lines printed, ${active.length} with a control character`);
    expect(active).toEqual([]);
    // The line break stored in the name cannot start a forged row of its own.
    expect(lines.filter((line) => line.startsWith('2026-01-01'))).toEqual([]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toContain('Ada\\u001b[2J\\u001b]0;pwned\\u0007 Obi\\n2026-01-01');
      expect(row).toContain('reason: Blurred\\u009b31m ID \\u202eexe.pdf');
      const payload = lines[lines.indexOf(row) + 1]!;
      expect(JSON.parse(payload).preferredName).toBe(HOSTILE.reason);
    }
  });
});
