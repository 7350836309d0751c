import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { webhookMessages } from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Where webhooks may go. Outside production a developer may point one at their own machine over http
 * (`localhost`, 127.0.0.1, ::1); everywhere else the URL is https and every address its host resolves to
 * is public — never loopback, private, link-local (cloud metadata) or otherwise reserved — so an endpoint
 * cannot make the server call into its own network (SSRF). Checked when the URL is saved and again on
 * every connection (`guardedLookup`), as a name may resolve elsewhere later.
 */
export interface UrlPolicy {
  allowLocal: boolean;
}

export const urlPolicyFor = (nodeEnv: string): UrlPolicy => ({ allowLocal: nodeEnv !== 'production' });

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const isLoopback = (address: string) =>
  address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));

/** `::ffff:10.0.0.1` or `::ffff:a00:1` → `10.0.0.1`; any other address unchanged. */
function mappedIPv4(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (!hex) return address;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a resolved address may be called under `policy`. */
export function addressAllowed(given: string, policy: UrlPolicy): boolean {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const address = mappedIPv4(given.toLowerCase());
  if (policy.allowLocal && isLoopback(address)) return true;
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL checked by its form (scheme, a local host only outside production), or a 400 saying why. */
export function checkWebhookUrl(raw: string, policy: UrlPolicy): URL {
  const url = new URL(raw);
  const local = LOCAL_NAMES.has(url.hostname);
  if (url.username || url.password) throw new AppError('VALIDATION', webhookMessages.urlInvalid);
  if (url.protocol === 'http:' && !(local && policy.allowLocal))
    throw new AppError('VALIDATION', webhookMessages.httpsOnly);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AppError('VALIDATION', webhookMessages.httpsOnly);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !addressAllowed(literal, policy))
    throw new AppError('VALIDATION', webhookMessages.privateAddress);
  if (local && !policy.allowLocal) throw new AppError('VALIDATION', webhookMessages.privateAddress);
  return url;
}

/** Resolves the host and refuses it unless every address is allowed (the saving-time check). */
export async function checkResolvedHost(url: URL, policy: UrlPolicy): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await new Promise<string[]>((resolve) =>
    lookup(host, { all: true }, (error, found) => resolve(error ? [] : found.map((a) => a.address))),
  );
  // A name that does not resolve now may later: it is checked again on every delivery.
  if (addresses.some((address) => !addressAllowed(address, policy)))
    throw new AppError('VALIDATION', webhookMessages.privateAddress);
}

/** A `lookup` for http(s).request that fails the connection to a refused address (DNS rebinding too). */
export const guardedLookup =
  (policy: UrlPolicy): LookupFunction =>
  (hostname, options, callback) =>
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !addressAllowed(a.address, policy));
      if (refused) return callback(new Error(`refused: ${refused.address} is not a public address`), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
