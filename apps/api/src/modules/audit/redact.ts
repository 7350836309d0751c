/** What a redacted value reads as in the audit log. */
export const REDACTED = '[redacted]';

/** Words of a field name that make its value a secret: passwords, PINs, codes, tokens, cards, identity numbers. */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pin',
  'otp',
  'token',
  'secret',
  'cvv',
  'cvc',
  'card',
  'bvn',
  'nin',
]);

/** The words of a field name: `newPin` → new, pin; `account_number` → account, number. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .map((word) => word.replace(/s$/, ''));

function isSecretName(name: string) {
  const words = wordsOf(name);
  if (name === 'code' || words.some((word) => SECRET_WORDS.has(word))) return true;
  const joined = words.join('');
  return joined.includes('accountnumber') || joined.includes('accountno');
}

/** The value with every secret field (at any depth) replaced by `[redacted]`. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [name, isSecretName(name) ? REDACTED : redact(inner)]),
  );
}
