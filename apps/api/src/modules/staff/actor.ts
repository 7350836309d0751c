import {
  type Actor,
  hasPermission,
  type Permission,
  permissionMessages,
  rolePermissions,
  type RoutePermission,
} from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';

/** Who acts in a request and what they may do; an API key brings its own scopes as `permissions`. */
export interface ActorGrant {
  actor: Actor;
  permissions: readonly Permission[];
}

interface SessionRow {
  id: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  staff: { id: string; name: string; role: keyof typeof rolePermissions } | null;
}

/** The actor of a session: its staff member with their role's permissions, or else the owner. */
export function actorOfSession(row: SessionRow): ActorGrant {
  if (row.staff)
    return {
      actor: { kind: 'staff', id: row.staff.id, name: row.staff.name },
      permissions: rolePermissions[row.staff.role] ?? [],
    };
  const name = `${row.firstName} ${row.lastName}`.trim() || row.businessName || 'Owner';
  return { actor: { kind: 'owner', id: row.id, name }, permissions: rolePermissions.owner };
}

/**
 * The one permission check of every signed-in route: the owner passes everything; anyone else passes a
 * route whose declared permission they hold, and no route that declares none (those are the owner's).
 */
export function assertAllowed(grant: ActorGrant, needed: RoutePermission | undefined) {
  if (grant.actor.kind === 'owner') return;
  if (needed === undefined) throw new AppError('FORBIDDEN', permissionMessages.ownerOnly);
  if (!hasPermission(grant.permissions, needed))
    throw new AppError('FORBIDDEN', permissionMessages.missing(needed));
}
