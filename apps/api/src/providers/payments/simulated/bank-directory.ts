import { createHash } from 'node:crypto';
import type { ProviderBank } from '../payments-provider.ts';

/** Nigerian banks with their Paystack (CBN/NIP) codes, as Paystack's GET /bank lists them. */
export const NIGERIAN_BANKS: ProviderBank[] = [
  ['Access Bank', '044'],
  ['Citibank Nigeria', '023'],
  ['Ecobank Nigeria', '050'],
  ['Fidelity Bank', '070'],
  ['First Bank of Nigeria', '011'],
  ['First City Monument Bank', '214'],
  ['Guaranty Trust Bank', '058'],
  ['Heritage Bank', '030'],
  ['Keystone Bank', '082'],
  ['Kuda Bank', '50211'],
  ['Moniepoint MFB', '50515'],
  ['OPay Digital Services Limited (OPay)', '999992'],
  ['PalmPay', '999991'],
  ['Polaris Bank', '076'],
  ['Providus Bank', '101'],
  ['Stanbic IBTC Bank', '221'],
  ['Standard Chartered Bank', '068'],
  ['Sterling Bank', '232'],
  ['Union Bank of Nigeria', '032'],
  ['United Bank For Africa', '033'],
  ['Unity Bank', '215'],
  ['Wema Bank', '035'],
  ['Zenith Bank', '057'],
].map(([name, code]) => ({
  name: name!,
  code: code!,
  slug: name!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  currency: 'NGN',
}));

/**
 * Test account numbers of the simulated bank (like Paystack's test mode). Any other 10-digit number at a
 * listed bank resolves to a deterministic account name.
 */
export const TEST_ACCOUNTS = {
  /** Resolution fails: no such account. */
  unknown: '0000000000',
  /** The bank does not answer: resolution fails with a temporary error. */
  bankDown: '0000000001',
  /** Resolves, but every transfer to it fails. */
  transferFails: '0000000002',
  /** Resolves, but every transfer to it is reversed by the bank. */
  transferReversed: '0000000003',
} as const;

const FIRST = [
  'ADAEZE',
  'BOLA',
  'CHINEDU',
  'DAMILOLA',
  'EMEKA',
  'FOLAKE',
  'GBENGA',
  'HALIMA',
  'IFEOMA',
  'JIDE',
  'KEMI',
  'LANRE',
  'MUSA',
  'NGOZI',
  'OLUWASEUN',
  'TUNDE',
];
const MIDDLE = ['ABIMBOLA', 'CHIOMA', 'IBRAHIM', 'KELECHI', 'OLUMIDE', 'SADE', 'UCHE', 'YETUNDE'];
const LAST = [
  'ADEBAYO',
  'BELLO',
  'EZE',
  'IBEKWE',
  'MOHAMMED',
  'NWOSU',
  'OKAFOR',
  'OKONKWO',
  'OLADIPO',
  'OYELARAN',
  'SANI',
  'UMEH',
];

export const findBank = (code: string) => NIGERIAN_BANKS.find((bank) => bank.code === code);

/** The same account at the same bank always has the same holder. */
export function accountHolderName(bankCode: string, accountNumber: string): string {
  const digest = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  return [
    LAST[digest[0]! % LAST.length],
    FIRST[digest[1]! % FIRST.length],
    MIDDLE[digest[2]! % MIDDLE.length],
  ].join(' ');
}
