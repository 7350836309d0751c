import { payoutStatus, stageStatuses, type StageStatus } from '@oja/contracts';

type PayoutStatus = (typeof payoutStatus.options)[number];

export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'verification-list'; status: StageStatus | 'all' }
  | { kind: 'verification-approve'; user: string }
  | { kind: 'verification-decline'; user: string; reason: string }
  | { kind: 'operator-create'; email: string; password: string }
  | { kind: 'payouts-list'; status: PayoutStatus | 'all' }
  | { kind: 'payouts-release'; reference: string }
  | { kind: 'payouts-cancel'; reference: string; reason: string };

/** Why a held payout was stopped, when the operator gives no --reason. */
export const DEFAULT_CANCEL_REASON = 'Cancelled by Oja support';

export const USAGE = `Usage: npm run admin -- <command>

  verification list [--status pending|verified|declined|all]   the reviewer queue (default: pending)
  verification approve <user-email-or-id>                      approve the user's pending stage
  verification decline <user-email-or-id> --reason "<text>"    decline it, telling the user why
  operator create <email> <password>                           create an operator (reviewer API access)
  payouts list [--status held|pending|success|failed|reversed|cancelled|all]   withdrawals (default: held)
  payouts release <reference>                                  send a held withdrawal now
  payouts cancel <reference> [--reason "<text>"]               stop a held withdrawal; its money returns to the wallet
  help                                                         this text`;

export class UsageError extends Error {}

/** Splits argv into positional words and --name value / --name=value options. */
function split(argv: string[]) {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) options.set(arg.slice(2, eq), arg.slice(eq + 1));
    else if (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) options.set(arg.slice(2), argv[++i]!);
    else throw new UsageError(`Option ${arg} needs a value`);
  }
  return { words, options };
}

function exact(words: string[], count: number, what: string): string[] {
  if (words.length !== count) throw new UsageError(`Expected ${what}`);
  return words;
}

function noOptions(options: Map<string, string>, allowed: string[] = []) {
  for (const name of options.keys())
    if (!allowed.includes(name)) throw new UsageError(`Unknown option --${name}`);
}

/** The operator command's arguments (everything after `npm run admin --`). */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const { words, options } = split(argv);
  const [group, action, ...rest] = words;
  if (!group || group === 'help' || options.has('help')) return { kind: 'help' };
  if (group === 'verification' && action === 'list') {
    noOptions(options, ['status']);
    exact(rest, 0, 'no arguments after "verification list"');
    const status = options.get('status') ?? 'pending';
    if (status !== 'all' && !(stageStatuses as readonly string[]).includes(status)) {
      throw new UsageError('--status must be pending, verified, declined or all');
    }
    return { kind: 'verification-list', status: status as StageStatus | 'all' };
  }
  if (group === 'verification' && action === 'approve') {
    noOptions(options);
    const [user] = exact(rest, 1, 'one user (email or id) to approve');
    return { kind: 'verification-approve', user: user! };
  }
  if (group === 'verification' && action === 'decline') {
    noOptions(options, ['reason']);
    const [user] = exact(rest, 1, 'one user (email or id) to decline');
    const reason = options.get('reason')?.trim();
    if (!reason) throw new UsageError('A decline needs --reason "<why>"');
    return { kind: 'verification-decline', user: user!, reason };
  }
  if (group === 'operator' && action === 'create') {
    noOptions(options);
    const [email, password] = exact(rest, 2, 'an email and a password');
    return { kind: 'operator-create', email: email!, password: password! };
  }
  if (group === 'payouts') return parsePayouts(action, rest, options);
  throw new UsageError(`Unknown command: ${words.join(' ')}`);
}

function parsePayouts(
  action: string | undefined,
  rest: string[],
  options: Map<string, string>,
): AdminCommand {
  if (action === 'list') {
    noOptions(options, ['status']);
    exact(rest, 0, 'no arguments after "payouts list"');
    const status = options.get('status') ?? 'held';
    if (status !== 'all' && !(payoutStatus.options as readonly string[]).includes(status)) {
      throw new UsageError(`--status must be ${payoutStatus.options.join(', ')} or all`);
    }
    return { kind: 'payouts-list', status: status as PayoutStatus | 'all' };
  }
  if (action === 'release') {
    noOptions(options);
    const [reference] = exact(rest, 1, 'one payout reference to release');
    return { kind: 'payouts-release', reference: reference! };
  }
  if (action === 'cancel') {
    noOptions(options, ['reason']);
    const [reference] = exact(rest, 1, 'one payout reference to cancel');
    const reason = options.has('reason') ? options.get('reason')!.trim() : DEFAULT_CANCEL_REASON;
    if (!reason) throw new UsageError('--reason needs a text');
    return { kind: 'payouts-cancel', reference: reference!, reason };
  }
  throw new UsageError(`Unknown command: payouts ${action ?? ''}`.trim());
}
