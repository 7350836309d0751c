import { createHash } from 'node:crypto';

/**
 * A UUID determined by `name` (RFC 9562 version 8: the first 128 bits of its SHA-256, version and
 * variant bits set), for an id that the same request must find again.
 */
export function uuidOf(name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
