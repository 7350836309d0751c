import { hasPermission, type RoutePermission } from '@oja/contracts';
import type { SessionInfo } from '@oja/contracts';

/** What the signed-in person may do, as the server enforces it (decision 047); `undefined` = owner-only. */
export interface Permissions {
  isOwner: boolean;
  can: (needed: RoutePermission | undefined) => boolean;
}

/** The owner may do everything; so the screens assume while who is signed in is not known (the server decides). */
export function permissionsOf(profile: Pick<SessionInfo, 'actor' | 'permissions'> | undefined): Permissions {
  const isOwner = !profile?.actor || profile.actor.kind === 'owner';
  const held = profile?.permissions ?? [];
  return { isOwner, can: (needed) => isOwner || (needed !== undefined && hasPermission(held, needed)) };
}

/** What reading the notifications (the bell) takes: they are about orders, bookings and messages. */
export const NOTIFICATIONS = 'orders.read' satisfies RoutePermission;
