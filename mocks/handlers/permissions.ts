/**
 * The contract's permission rule, applied to every operation by the route wrapper: `x-permission`
 * of the operation (src/api/generated/operations.ts) is needed in the administration of the path.
 * `Manage_Home` = any member of it; `null` = any signed-in caller. An administration that does not
 * exist answers 404; a caller who is not a member of it, or lacks the permission there, 403.
 */
import type { OperationEntry } from '#api/generated/operations';
import type { MockDb } from '../db/db';
import type { Membership, UserRecord } from '../db/schemas';
import type { HandlerContext } from './context';
import { forbidden, notFound } from './problem';

/** The administration an operation is about, once the caller may act in it. */
export interface AdministrationScope {
  administrationId: string;
  membership: Membership;
}

export const MEMBER_PERMISSION = 'Manage_Home';

export function membershipOf(user: UserRecord, administrationId: string): Membership | undefined {
  return user.memberships.find((m) => m.administrationId === administrationId);
}

/**
 * A membership with the permissions its roles give now (their union). Every write of a role or of a
 * member's roles stores that union on each membership it touches (administration-settings.ts), so
 * the next request of its users is checked against it: a changed role takes effect at once. A
 * membership without roles keeps the permissions stored on it (accounts made before roles existed).
 */
export function withRolePermissions(db: MockDb, membership: Membership): Membership {
  if (!membership.roleIds) return membership;
  const ids = new Set(membership.roleIds);
  const permissions = new Set<string>();
  for (const role of db.roles.findMany((q) => q.where({ administrationId: membership.administrationId }))) {
    if (ids.has(role.id)) for (const permission of role.permissions) permissions.add(permission);
  }
  return { ...membership, permissions: [...permissions] };
}

/** Whether an operation is checked against an administration (and so must have one in its path). */
export function isAdministrationScoped(operation: OperationEntry): boolean {
  return !operation.public && operation.permission !== null;
}

export function authorize(
  ctx: HandlerContext,
  operation: OperationEntry,
  user: UserRecord,
  params: Readonly<Record<string, string>>,
): AdministrationScope | undefined {
  const { permission } = operation;
  if (!isAdministrationScoped(operation) || permission === null) return undefined;
  const administrationId = params.administrationId ?? '';
  if (!ctx.store.db.administrations.findFirst((q) => q.where({ id: administrationId }))) {
    throw notFound(`Administration ${administrationId} does not exist.`);
  }
  // The stored copy, kept equal to the roles' union by every write of roles (see withRolePermissions).
  const membership = membershipOf(user, administrationId);
  if (!membership) throw forbidden(`You have no access to administration ${administrationId}.`);
  if (permission !== MEMBER_PERMISSION && !membership.permissions.includes(permission)) {
    throw forbidden(`${permission} is required.`);
  }
  return { administrationId, membership };
}
