import { randomInt } from 'node:crypto';

// No 0/O or 1/I: a reference is read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A buyer-facing order reference, e.g. OJ-7KQ2MX9ABC (32^10 values, unique per merchant by constraint). */
export const newOrderReference = () =>
  `OJ-${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
