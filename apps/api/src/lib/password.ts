import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

/**
 * A hash of a random password, compared against when the email is unknown, so that a wrong email
 * takes as long as a wrong password and the two cannot be told apart.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(`decoy-${Math.random()}`));
