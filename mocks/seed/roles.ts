/**
 * Roles of the seed (administration settings): each administration's roles, and which role each
 * seeded member holds. A member's stored permissions (fixtures.ts) equal the union of their roles',
 * so the code that reads them (seeds, the contract harness) and the derived ones agree at the start.
 */
import type { InvitationRecord, RoleRecord, UserRecord } from '../db/schemas';
import { ALL_PERMISSIONS, SEED_IDS } from './fixtures';

const { nl, gb } = SEED_IDS.administrations;
const withoutConfiguration = ALL_PERMISSIONS.filter((p) => p !== 'Manage_Configuration');

/** Stable ids tests refer to. */
export const SEED_ROLE_IDS = {
  nlAdmin: SEED_IDS.permissions.nlAdmin,
  nlCredit: 'rol-nl-credit',
  nlSupport: 'rol-nl-support',
  nlDirector: 'rol-nl-director',
  nlCollections: 'rol-nl-collections',
  gbAdmin: 'rol-gb-admin',
  gbSenior: 'rol-gb-senior',
  gbCredit: 'rol-gb-credit',
} as const;

export const roleFixtures: readonly RoleRecord[] = [
  { id: SEED_ROLE_IDS.nlAdmin, administrationId: nl, name: 'Beheerder', description: 'Alle rechten, ook instellingen en gebruikers.', permissions: [...ALL_PERMISSIONS], version: 1 },
  {
    id: SEED_ROLE_IDS.nlCredit,
    administrationId: nl,
    name: 'Credit controller',
    description: 'Werkt de facturen en de mailbox af.',
    permissions: ['Manage_Tasks', 'Manage_Calls', 'Manage_Messages', 'Manage_Invoices', 'Manage_Mailbox'],
    version: 1,
  },
  {
    id: SEED_ROLE_IDS.nlSupport,
    administrationId: nl,
    name: 'Klantenservice',
    description: 'Beantwoordt klanten en houdt hun gegevens bij.',
    permissions: ['Manage_Tasks', 'Manage_Calls', 'Manage_Messages', 'Manage_Customers'],
    version: 1,
  },
  { id: SEED_ROLE_IDS.nlDirector, administrationId: nl, name: 'Directie', description: 'Volgt het dashboard en de rapportages.', permissions: [], version: 1 },
  {
    id: SEED_ROLE_IDS.nlCollections,
    administrationId: nl,
    name: 'Incassospecialist',
    description: 'Draagt facturen over aan het incassobureau (nog door niemand gebruikt).',
    permissions: ['Manage_Invoices', 'Manage_For_Collection', 'Manage_Arrangements'],
    version: 1,
  },
  { id: SEED_ROLE_IDS.gbAdmin, administrationId: gb, name: 'Administrator', description: 'Every permission, settings and users included.', permissions: [...ALL_PERMISSIONS], version: 1 },
  { id: SEED_ROLE_IDS.gbSenior, administrationId: gb, name: 'Senior credit controller', description: 'Everything but templates and configuration.', permissions: [...withoutConfiguration], version: 1 },
  {
    id: SEED_ROLE_IDS.gbCredit,
    administrationId: gb,
    name: 'Credit controller',
    description: 'Works the invoices, calls and the mailbox.',
    permissions: ['Manage_Tasks', 'Manage_Calls', 'Manage_Messages', 'Manage_Invoices', 'Manage_Mailbox', 'Manage_Issues'],
    version: 1,
  },
];

/** The role whose permissions equal a seeded membership's (every seeded membership has one). */
function roleFor(administrationId: string, permissions: readonly string[]): string {
  const wanted = [...permissions].sort().join();
  const role = roleFixtures.find((r) => r.administrationId === administrationId && [...r.permissions].sort().join() === wanted);
  if (!role) throw new Error(`No seeded role of ${administrationId} gives ${wanted || 'nothing'}`);
  return role.id;
}

/** Seeded users with their roles named on every membership. */
export function withRoles(users: readonly UserRecord[]): UserRecord[] {
  return users.map((user) => ({
    ...user,
    memberships: user.memberships.map((m) => ({ ...m, roleIds: [roleFor(m.administrationId, m.permissions)], version: 1 })),
  }));
}

export function seedRoles(): readonly RoleRecord[] {
  return roleFixtures;
}

/** The seeded invited user's invitation (accounts.ts seeds their activation token). */
export function seedInvitations(invited: readonly UserRecord[]): InvitationRecord[] {
  return invited.flatMap((user) =>
    user.memberships.map((m) => ({ id: `inv-${user.id}`, administrationId: m.administrationId, userId: user.id, invitedAt: '2026-11-18T10:00:00Z', sentAt: '2026-11-18T10:00:00Z' })),
  );
}
