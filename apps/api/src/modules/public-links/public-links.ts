import type { Executor } from '../../db/client.ts';
import type { PublicLinkKind } from '../../db/schema/index.ts';
import { lookupHash, newCapabilityToken } from '../../lib/capability-token.ts';
import { publicLinkRepository } from './public-link-repository.ts';

/** The page each kind of link opens, under the public address. */
const PATHS: Record<PublicLinkKind, string> = {
  order: '/t/',
  receipt: '/r/',
  booking: '/b/',
  invoice: '/pay/invoice/',
  chat: '/chat/',
};

export const publicLinkUrl = (publicUrl: string, kind: PublicLinkKind, token: string) =>
  `${publicUrl}${PATHS[kind]}${token}`;

/**
 * A new link to one of the merchant's objects (the caller has checked it is the merchant's). Earlier
 * links stay valid unless `revokeEarlier`: only hashes are stored, so a link is shown once and the
 * dashboard asks for a new one each time it shares; "revoke" ends every earlier link of the object, and
 * with an order's or a booking's page links the chat entries those pages opened.
 */
export async function createPublicLink(
  tx: Executor,
  merchantId: string,
  kind: PublicLinkKind,
  objectId: string,
  revokeEarlier = false,
): Promise<string> {
  if (revokeEarlier) {
    await publicLinkRepository.revokeAll(tx, merchantId, kind, objectId);
    if (kind === 'order' || kind === 'booking') {
      await publicLinkRepository.revokeChatEntriesOf(tx, merchantId, kind, objectId);
    }
  }
  const { token, tokenHash } = newCapabilityToken();
  await publicLinkRepository.insert(tx, { merchantId, kind, objectId, tokenHash });
  return token;
}

/** Ends every live link of one kind to an object but the `keep` newest. */
export const keepNewestLinks = (
  tx: Executor,
  merchantId: string,
  kind: PublicLinkKind,
  objectId: string,
  keep: number,
) => publicLinkRepository.revokeAllButNewest(tx, merchantId, kind, objectId, keep);

/** The merchant and object a token opens, or undefined for an unknown, revoked or malformed one. */
export async function resolvePublicLink(db: Executor, kind: PublicLinkKind, token: string) {
  const hash = lookupHash(token);
  return hash ? publicLinkRepository.findLive(db, kind, hash) : undefined;
}
