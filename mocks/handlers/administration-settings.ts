/**
 * The administration settings (contract tag `administration-settings`): users and their roles,
 * invitations by e-mail, roles as sets of SPEC §6 permission names, issue categories. A member's
 * permissions are the union of their roles (`withRolePermissions` in ./permissions.ts), stored on
 * the membership by every write of a role or of a member's roles; every request is checked against
 * that stored copy, so a changed role takes effect at its users' next request.
 */
import {
  getAddDepartmentMembersMockHandler,
  getBulkGiveUserRoleMockHandler,
  getBulkRemoveAdministrationUsersMockHandler,
  getCreateDepartmentMockHandler,
  getGetDepartmentMockHandler,
  getListDepartmentsMockHandler,
  getRemoveDepartmentMemberMockHandler,
  getUpdateDepartmentMockHandler,
  getCreateIssueCategoryMockHandler,
  getCreateRoleMockHandler,
  getDeleteRoleMockHandler,
  getGetAdministrationUserMockHandler,
  getGetIssueCategoryMockHandler,
  getGetRoleMockHandler,
  getInviteUserMockHandler,
  getListAdministrationUsersMockHandler,
  getListInvitationsMockHandler,
  getListRolesMockHandler,
  getListSettingsIssueCategoriesMockHandler,
  getResendInvitationMockHandler,
  getRevokeInvitationMockHandler,
  getUpdateAdministrationUserMockHandler,
  getUpdateIssueCategoryMockHandler,
  getUpdateRoleMockHandler,
} from '#api/generated/endpoints/administration-settings/administration-settings.msw';
import type {
  AdministrationUser,
  AdministrationUserFilter,
  AdministrationUserPage,
  BulkResult,
  Department,
  DepartmentPage,
  Invitation,
  InvitationList,
  Role,
  RoleList,
  SettingsIssueCategory,
  SettingsIssueCategoryList,
} from '#api/generated/model/index';
import {
  addDepartmentMembersBody,
  bulkGiveUserRoleBody,
  bulkRemoveAdministrationUsersBody,
  createDepartmentBody,
  listDepartmentsQueryParams,
  updateDepartmentBody,
  createIssueCategoryBody,
  createRoleBody,
  inviteUserBody,
  listAdministrationUsersQueryParams,
  updateAdministrationUserBody,
  updateIssueCategoryBody,
  updateRoleBody,
} from '#api/generated/zod/administration-settings/administration-settings.zod';
import { appOrigin, sendMail } from '../accounts/outbox';
import { randomToken } from '../accounts/random';
import type { MockDb, StoredRecord } from '../db/db';
import type { DepartmentRecord, IssueCategoryRecord } from '../db/issue-schemas';
import type { InvitationRecord, Membership, RoleRecord, UserRecord } from '../db/schemas';
import { isoSeconds } from '../seed/templates';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort, listPage, paginate } from './list';
import { membershipOf, withRolePermissions } from './permissions';
import { conflict, notFound, unprocessable } from './problem';
import { etagOf, idempotent, patchRecord, requireCurrentVersion, resolveTarget } from './receivables';
import { jsonBody, pathParam, queryParams, requireUnique, route, scopeOf, type UserRouteInput } from './route';

/** Activation links of invitations last a week. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const SETTINGS = 'Manage_Administrations_Settings';

const membershipVersion = (m: Membership) => ({ version: m.version ?? 1 });

function isInvited(db: MockDb, userId: string): boolean {
  const credential = db.credentials.findFirst((q) => q.where({ userId }));
  return !credential || credential.passwordHash === null;
}

function rolesOf(db: MockDb, administrationId: string): RoleRecord[] {
  return db.roles.findMany((q) => q.where({ administrationId }));
}

function membersOf(db: MockDb, administrationId: string): { user: StoredRecord<'users'>; membership: Membership }[] {
  return db.users.all().flatMap((user) => {
    const membership = membershipOf(user, administrationId);
    return membership ? [{ user, membership }] : [];
  });
}

function userView(db: MockDb, user: UserRecord, membership: Membership): AdministrationUser {
  const roles = rolesOf(db, membership.administrationId);
  const held = new Set(membership.roleIds ?? []);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: isInvited(db, user.id) ? 'invited' : 'active',
    roles: roles.filter((r) => held.has(r.id)).map((r) => ({ id: r.id, name: r.name })),
    permissions: withRolePermissions(db, membership).permissions as AdministrationUser['permissions'],
    etag: etagOf(membershipVersion(membership)),
  };
}

function roleView(db: MockDb, role: RoleRecord): Role {
  const userCount = membersOf(db, role.administrationId).filter(({ membership }) => membership.roleIds?.includes(role.id)).length;
  return { ...role, permissions: role.permissions as Role['permissions'], userCount, etag: etagOf(role) };
}

function categoryView(db: MockDb, category: IssueCategoryRecord): SettingsIssueCategory {
  const issueCount = db.issues.findMany((q) => q.where({ administrationId: category.administrationId, categoryId: category.id })).length;
  return { id: category.id, name: category.name, issueCount, etag: etagOf(category) };
}

function invitationView(db: MockDb, invitation: InvitationRecord): Invitation {
  const user = db.users.findFirst((q) => q.where({ id: invitation.userId }));
  const membership = user && membershipOf(user, invitation.administrationId);
  const view = user && membership ? userView(db, user, membership) : undefined;
  return {
    id: invitation.id,
    userId: invitation.userId,
    name: user?.name ?? '',
    email: user?.email ?? '',
    roles: view?.roles ?? [],
    invitedAt: invitation.invitedAt,
    sentAt: invitation.sentAt,
  };
}

/** Role ids of one administration, each known (422 at `roleIds.<i>`), at least one (422 at `roleIds`). */
function requireRoles(db: MockDb, administrationId: string, roleIds: readonly string[]): void {
  requireUnique('roleIds', roleIds);
  if (roleIds.length === 0) throw unprocessable('A user needs at least one role.', [{ field: 'roleIds', message: 'Choose at least one role' }]);
  const known = new Set(rolesOf(db, administrationId).map((r) => r.id));
  const errors = roleIds.flatMap((id, i) => (known.has(id) ? [] : [{ field: `roleIds.${i}`, message: `Role ${id} does not exist` }]));
  if (errors.length > 0) throw unprocessable('Some roles do not exist.', errors);
}

function requireName(name: string, field = 'name'): string {
  const trimmed = name.trim();
  if (!trimmed) throw unprocessable('A name is required.', [{ field, message: 'Required' }]);
  return trimmed;
}

function requireFreeName(taken: readonly { id: string; name: string }[], name: string, except?: string): void {
  const lower = name.toLocaleLowerCase();
  if (taken.some((r) => r.id !== except && r.name.toLocaleLowerCase() === lower)) {
    throw unprocessable('The name is taken.', [{ field: 'name', message: 'Another one already has this name' }]);
  }
}

/**
 * Whether an active member still holds Manage_Administrations_Settings with these roles and
 * memberships: an administration must never lock itself out of its own settings.
 */
function keepsAnAdministrator(db: MockDb, roles: readonly RoleRecord[], memberships: readonly { userId: string; roleIds: readonly string[] }[]): boolean {
  const settingsRoles = new Set(roles.filter((r) => r.permissions.includes(SETTINGS)).map((r) => r.id));
  return memberships.some(({ userId, roleIds }) => !isInvited(db, userId) && roleIds.some((id) => settingsRoles.has(id)));
}

function roleMemberships(db: MockDb, administrationId: string) {
  return membersOf(db, administrationId).map(({ user, membership }) => ({ userId: user.id, roleIds: membership.roleIds ?? [] }));
}

/** Writes a user's membership of an administration (the stored permissions follow the roles). */
async function saveMembership(db: MockDb, user: StoredRecord<'users'>, administrationId: string, change: (m: Membership) => Membership): Promise<void> {
  await db.users.update(user, {
    data(draft) {
      draft.memberships = draft.memberships.map((m) => (m.administrationId === administrationId ? change({ ...m }) : m));
    },
  });
}

/**
 * Ends a user's membership of one administration: roles and departments here, a pending invitation
 * (with its activation link), and who their open tasks and issues here wait for (unassigned, an
 * issue's history saying so). What they did here and their other administrations stay.
 */
async function removeMember(db: MockDb, administrationId: string, user: StoredRecord<'users'>, by: { id: string; name: string }, at: string): Promise<void> {
  const invitation = db.invitations.findFirst((q) => q.where({ administrationId, userId: user.id }));
  if (invitation) {
    db.invitations.delete(invitation);
    if (!user.memberships.some((m) => m.administrationId !== administrationId)) db.accountTokens.deleteMany((q) => q.where({ kind: 'activation', userId: user.id }));
  }
  await db.users.update(user, { data: (draft) => void (draft.memberships = draft.memberships.filter((m) => m.administrationId !== administrationId)) });
  for (const department of db.departments.findMany((q) => q.where({ administrationId }))) {
    if (!department.memberIds.includes(user.id)) continue;
    await db.departments.update(department, {
      data(draft) {
        draft.memberIds = department.memberIds.filter((id) => id !== user.id);
        draft.version = department.version + 1;
      },
    });
  }
  const theirs = (assignee: { kind: string; id: string } | null) => assignee?.kind === 'user' && assignee.id === user.id;
  for (const task of db.tasks.findMany((q) => q.where({ administrationId }))) {
    if (task.status === 'open' && theirs(task.assignee)) patchRecord(task, { assignee: null, updatedAt: at, version: task.version + 1 });
  }
  for (const issue of db.issues.findMany((q) => q.where({ administrationId }))) {
    if ((issue.status === 'open' || issue.status === 'in-progress') && theirs(issue.assignee)) {
      patchRecord(issue, { assignee: null, updatedAt: at, version: issue.version + 1 });
      const n = db.issueHistory.findMany((q) => q.where({ issueId: issue.id })).length + 1;
      await db.issueHistory.create({ id: `ihe-${issue.id.slice(4)}-${n}-${crypto.randomUUID().slice(0, 8)}`, administrationId, issueId: issue.id, at, byId: by.id, byName: by.name, change: 'assignee', from: user.name, to: null });
    }
  }
}

/** The stored permission copies of every member holding one of `roleIds`, after the roles changed. */
async function refreshStoredPermissions(db: MockDb, administrationId: string): Promise<void> {
  for (const { user, membership } of membersOf(db, administrationId)) {
    if (!membership.roleIds) continue;
    const { permissions } = withRolePermissions(db, membership);
    if (permissions.slice().sort().join() === membership.permissions.slice().sort().join()) continue;
    await saveMembership(db, user, administrationId, (m) => ({ ...m, permissions }));
  }
}

async function sendInvitation(ctx: HandlerContext, request: Request, user: UserRecord, administrationId: string): Promise<void> {
  const { db } = ctx.store;
  db.accountTokens.deleteMany((q) => q.where({ kind: 'activation', userId: user.id }));
  const token = randomToken('act');
  await db.accountTokens.create({ token, kind: 'activation', userId: user.id, expiresAt: ctx.options.now().getTime() + INVITATION_TTL_MS });
  const administration = db.administrations.findFirst((q) => q.where({ id: administrationId }));
  const link = `${appOrigin(request)}/login/account-activation?token=${encodeURIComponent(token)}`;
  await sendMail(ctx, {
    kind: 'invitation',
    to: user.email.toLowerCase(),
    subject: `You are invited to ${administration?.name ?? 'Receivables'}`,
    text: `${user.name}, you are invited to work in ${administration?.name ?? 'an administration'} in Receivables. Choose your password at ${link} (the link works for 7 days).`,
    link,
  });
}

/** The members shown for a list filter (the users list's and a bulk target's `matching`). */
function matchingUsers(db: MockDb, administrationId: string, filter: AdministrationUserFilter): AdministrationUser[] {
  const views = membersOf(db, administrationId)
    .map(({ user, membership }) => userView(db, user, membership))
    .filter((u) => !filter.role?.length || u.roles.some((r) => filter.role!.includes(r.id)))
    .filter((u) => !filter.status || u.status === filter.status);
  return listPage(views, { search: { fields: [filter['search-field'] ?? 'name'], value: filter['search-value'] }, page: 1, perPage: Number.MAX_SAFE_INTEGER }).items;
}

/** A department's members who are still members of its administration, by name. */
function departmentMembers(db: MockDb, department: DepartmentRecord): Department['members'] {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return department.memberIds
    .flatMap((id) => {
      const user = db.users.findFirst((q) => q.where({ id }));
      return user && membershipOf(user, department.administrationId) ? [{ id: user.id, name: user.name, email: user.email }] : [];
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

function departmentView(db: MockDb, department: DepartmentRecord): Department {
  const members = departmentMembers(db, department);
  return { id: department.id, name: department.name, memberCount: members.length, members, etag: etagOf(department) };
}

/** User ids that are members of the administration (422 at `<field>.<i>` for the others). */
function requireMembers(db: MockDb, administrationId: string, field: string, userIds: readonly string[]): void {
  requireUnique(field, userIds);
  const errors = userIds.flatMap((id, i) => {
    const user = db.users.findFirst((q) => q.where({ id }));
    return user && membershipOf(user, administrationId) ? [] : [{ field: `${field}.${i}`, message: `User ${id} is not a member of this administration` }];
  });
  if (errors.length > 0) throw unprocessable('Some users are not members of this administration.', errors);
}

export function administrationSettingsHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;

  function findMember(input: UserRouteInput) {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'userId');
    const user = db.users.findFirst((q) => q.where({ id }));
    const membership = user && membershipOf(user, administrationId);
    if (!user || !membership) throw notFound(`User ${id} is not a member of this administration.`);
    return { user, membership, administrationId };
  }

  function findRole(input: UserRouteInput): StoredRecord<'roles'> {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'roleId');
    const role = db.roles.findFirst((q) => q.where({ id, administrationId }));
    if (!role) throw notFound(`Role ${id} does not exist.`);
    return role;
  }

  function findCategory(input: UserRouteInput): StoredRecord<'issueCategories'> {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'categoryId');
    const category = db.issueCategories.findFirst((q) => q.where({ id, administrationId }));
    if (!category) throw notFound(`Issue category ${id} does not exist.`);
    return category;
  }

  function findDepartment(input: UserRouteInput): StoredRecord<'departments'> {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'departmentId');
    const department = db.departments.findFirst((q) => q.where({ id, administrationId }));
    if (!department) throw notFound(`Department ${id} does not exist.`);
    return department;
  }

  function findInvitation(input: UserRouteInput): StoredRecord<'invitations'> {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'invitationId');
    const invitation = db.invitations.findFirst((q) => q.where({ id, administrationId }));
    if (!invitation || !isInvited(db, invitation.userId)) throw notFound(`Invitation ${id} does not exist or was accepted.`);
    return invitation;
  }

  return [
    // ------------------------------------------------------------------ users
    getListAdministrationUsersMockHandler(
      route<AdministrationUserPage>(ctx, 'listAdministrationUsers', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listAdministrationUsersQueryParams);
        const wantedRoles = query.role;
        const views = membersOf(db, administrationId)
          .map(({ user, membership }) => userView(db, user, membership))
          .filter((u) => !wantedRoles?.length || u.roles.some((r) => wantedRoles.includes(r.id)))
          .filter((u) => !query.status || u.status === query.status);
        return listPage(views, {
          search: { fields: [query['search-field'] ?? 'name'], value: query['search-value'] },
          sort: { field: query['sort-by'] ?? 'name', order: query['sort-order'] ?? 'asc', kind: 'text' },
          page: query.page,
          perPage: query['per-page'],
        });
      }),
    ),

    getGetAdministrationUserMockHandler(
      route<AdministrationUser>(ctx, 'getAdministrationUser', (input): Answer<AdministrationUser> => {
        const { user, membership } = findMember(input);
        const view = userView(db, user, membership);
        return answer(200, view, { ETag: view.etag });
      }),
    ),

    getUpdateAdministrationUserMockHandler(
      route<AdministrationUser>(
        ctx,
        'updateAdministrationUser',
        async (input): Promise<Answer<AdministrationUser>> => {
          const { user, membership, administrationId } = findMember(input);
          requireCurrentVersion(input.request, membershipVersion(membership), 'updateAdministrationUser', () => userView(db, user, membership), `User ${user.name}`);
          const body = await jsonBody(input.request, updateAdministrationUserBody);
          const name = requireName(body.name);
          requireRoles(db, administrationId, body.roleIds);
          const after = roleMemberships(db, administrationId).map((m) => (m.userId === user.id ? { ...m, roleIds: body.roleIds } : m));
          if (!keepsAnAdministrator(db, rolesOf(db, administrationId), after)) {
            throw unprocessable('Nobody would be left to manage the settings of this administration.', [{ field: 'roleIds', message: 'Keep one active user with Manage_Administrations_Settings' }]);
          }
          const permissions = withRolePermissions(db, { ...membership, roleIds: body.roleIds }).permissions;
          await saveMembership(db, user, administrationId, (m) => ({ ...m, roleIds: body.roleIds, permissions, version: (m.version ?? 1) + 1 }));
          if (name !== user.name) await db.users.update(user, { data: (draft) => void (draft.name = name) });
          const stored = db.users.findFirst((q) => q.where({ id: user.id }))!;
          const view = userView(db, stored, membershipOf(stored, administrationId)!);
          return answer(200, view, { ETag: view.etag });
        },
        { mutates: true },
      ),
    ),

    // ------------------------------------------------------------------ invitations
    getListInvitationsMockHandler(
      route<InvitationList>(ctx, 'listInvitations', (input) => {
        const { administrationId } = scopeOf(input);
        const pending = db.invitations
          .findMany((q) => q.where({ administrationId }))
          .filter((i) => isInvited(db, i.userId))
          .sort((a, b) => (a.invitedAt < b.invitedAt ? 1 : a.invitedAt > b.invitedAt ? -1 : 0));
        return { items: pending.map((i) => invitationView(db, i)) };
      }),
    ),

    getInviteUserMockHandler(
      route<Invitation>(
        ctx,
        'inviteUser',
        async (input): Promise<Answer<Invitation>> => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, inviteUserBody);
          const invitation = await idempotent<Invitation>(db, input.request, { administrationId, userId: input.user.id, operationId: 'inviteUser' }, body, ctx.options.now(), async () => {
            const name = requireName(body.name);
            const email = body.email.trim().toLowerCase();
            requireRoles(db, administrationId, body.roleIds);
            const permissions = withRolePermissions(db, { administrationId, permissions: [], roleIds: body.roleIds }).permissions;
            const membership: Membership = { administrationId, permissions, roleIds: [...body.roleIds], version: 1 };
            let user = db.users.findFirst((q) => q.where({ email: (e) => e.toLowerCase() === email }));
            if (user && membershipOf(user, administrationId)) throw conflict(`${email} is already a member of this administration.`);
            if (user) {
              await db.users.update(user, { data: (draft) => void draft.memberships.push(membership) });
            } else {
              const id = `usr-${randomToken('', 4).replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
              user = await db.users.create({ id, name, email, language: 'en', hasAvatar: false, memberships: [membership] });
              await db.credentials.create({ userId: id, email, passwordHash: null, company: null, totpSecret: null, totpPendingSecret: null, totpLastCounter: null });
            }
            const at = isoSeconds(ctx.options.now());
            const record = await db.invitations.create({ id: `inv-${user.id}-${administrationId}`, administrationId, userId: user.id, invitedAt: at, sentAt: at });
            if (isInvited(db, user.id)) {
              await sendInvitation(ctx, input.request, user, administrationId);
            } else {
              const administration = db.administrations.findFirst((q) => q.where({ id: administrationId }));
              const link = `${appOrigin(input.request)}/login`;
              await sendMail(ctx, {
                kind: 'invitation',
                to: email,
                subject: `You now work in ${administration?.name ?? 'another administration'}`,
                text: `You were added to ${administration?.name ?? 'an administration'} in Receivables. Sign in with your own password at ${link}.`,
                link,
              });
            }
            return invitationView(db, record);
          });
          return answer(201, invitation);
        },
        { mutates: true },
      ),
    ),

    getResendInvitationMockHandler(
      route<Invitation>(
        ctx,
        'resendInvitation',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const invitation = findInvitation(input);
          return idempotent<Invitation>(db, input.request, { administrationId, userId: input.user.id, operationId: 'resendInvitation' }, invitation.id, ctx.options.now(), async () => {
            const user = db.users.findFirst((q) => q.where({ id: invitation.userId }))!;
            await sendInvitation(ctx, input.request, user, administrationId);
            const updated = await db.invitations.update(invitation, { data: (draft) => void (draft.sentAt = isoSeconds(ctx.options.now())) });
            return invitationView(db, updated ?? invitation);
          });
        },
        { mutates: true },
      ),
    ),

    getRevokeInvitationMockHandler(
      route<void>(
        ctx,
        'revokeInvitation',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const invitation = findInvitation(input);
          db.accountTokens.deleteMany((q) => q.where({ kind: 'activation', userId: invitation.userId }));
          db.invitations.delete(invitation);
          const user = db.users.findFirst((q) => q.where({ id: invitation.userId }));
          if (user) await db.users.update(user, { data: (draft) => void (draft.memberships = draft.memberships.filter((m) => m.administrationId !== administrationId)) });
        },
        { mutates: true },
      ),
    ),

    // ------------------------------------------------------------------ roles
    getListRolesMockHandler(
      route<RoleList>(ctx, 'listRoles', (input) => {
        const { administrationId } = scopeOf(input);
        const collator = new Intl.Collator('en', { sensitivity: 'base' });
        return { items: rolesOf(db, administrationId).sort((a, b) => collator.compare(a.name, b.name)).map((r) => roleView(db, r)) };
      }),
    ),

    getCreateRoleMockHandler(
      route<Role>(
        ctx,
        'createRole',
        async (input): Promise<Answer<Role>> => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createRoleBody);
          const role = await idempotent<Role>(db, input.request, { administrationId, userId: input.user.id, operationId: 'createRole' }, body, ctx.options.now(), async () => {
            requireUnique('permissions', body.permissions);
            const name = requireName(body.name);
            requireFreeName(rolesOf(db, administrationId), name);
            const stored = await db.roles.create({ id: `rol-${crypto.randomUUID().slice(0, 8)}`, administrationId, name, description: body.description.trim(), permissions: [...body.permissions], version: 1 });
            return roleView(db, stored);
          });
          return answer(201, role, { ETag: role.etag });
        },
        { mutates: true },
      ),
    ),

    getGetRoleMockHandler(
      route<Role>(ctx, 'getRole', (input): Answer<Role> => {
        const role = findRole(input);
        return answer(200, roleView(db, role), { ETag: etagOf(role) });
      }),
    ),

    getUpdateRoleMockHandler(
      route<Role>(
        ctx,
        'updateRole',
        async (input): Promise<Answer<Role>> => {
          const { administrationId } = scopeOf(input);
          const role = findRole(input);
          requireCurrentVersion(input.request, role, 'updateRole', () => roleView(db, role), `Role ${role.name}`);
          const body = await jsonBody(input.request, updateRoleBody);
          requireUnique('permissions', body.permissions);
          const name = requireName(body.name);
          requireFreeName(rolesOf(db, administrationId), name, role.id);
          const rolesAfter = rolesOf(db, administrationId).map((r) => (r.id === role.id ? { ...r, permissions: [...body.permissions] } : r));
          if (!keepsAnAdministrator(db, rolesAfter, roleMemberships(db, administrationId))) {
            throw unprocessable('Nobody would be left to manage the settings of this administration.', [{ field: 'permissions', message: 'Keep Manage_Administrations_Settings for at least one active user' }]);
          }
          const updated = await db.roles.update(role, {
            data(draft) {
              draft.name = name;
              draft.description = body.description.trim();
              draft.permissions = [...body.permissions];
              draft.version = role.version + 1;
            },
          });
          await refreshStoredPermissions(db, administrationId);
          const view = roleView(db, updated ?? role);
          return answer(200, view, { ETag: view.etag });
        },
        { mutates: true },
      ),
    ),

    getDeleteRoleMockHandler(
      route<void>(
        ctx,
        'deleteRole',
        (input) => {
          const role = findRole(input);
          requireCurrentVersion(input.request, role, 'deleteRole', () => roleView(db, role), `Role ${role.name}`);
          const holders = membersOf(db, role.administrationId).filter(({ membership }) => membership.roleIds?.includes(role.id));
          if (holders.length > 0) {
            throw conflict(`Role ${role.name} is held by ${holders.length} user(s) (${holders.map(({ user }) => user.name).join(', ')}): give them another role first.`);
          }
          db.roles.delete(role);
        },
        { mutates: true },
      ),
    ),

    // ------------------------------------------------------------------ issue categories
    getListSettingsIssueCategoriesMockHandler(
      route<SettingsIssueCategoryList>(ctx, 'listSettingsIssueCategories', (input) => {
        const { administrationId } = scopeOf(input);
        const collator = new Intl.Collator('en', { sensitivity: 'base' });
        return {
          items: db.issueCategories
            .findMany((q) => q.where({ administrationId }))
            .sort((a, b) => collator.compare(a.name, b.name))
            .map((c) => categoryView(db, c)),
        };
      }),
    ),

    getCreateIssueCategoryMockHandler(
      route<SettingsIssueCategory>(
        ctx,
        'createIssueCategory',
        async (input): Promise<Answer<SettingsIssueCategory>> => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createIssueCategoryBody);
          const category = await idempotent<SettingsIssueCategory>(db, input.request, { administrationId, userId: input.user.id, operationId: 'createIssueCategory' }, body, ctx.options.now(), async () => {
            const name = requireName(body.name);
            requireFreeName(db.issueCategories.findMany((q) => q.where({ administrationId })), name);
            const stored = await db.issueCategories.create({ id: `icat-${crypto.randomUUID().slice(0, 8)}`, administrationId, name, version: 1 });
            return categoryView(db, stored);
          });
          return answer(201, category, { ETag: category.etag });
        },
        { mutates: true },
      ),
    ),

    getGetIssueCategoryMockHandler(
      route<SettingsIssueCategory>(ctx, 'getIssueCategory', (input): Answer<SettingsIssueCategory> => {
        const category = findCategory(input);
        return answer(200, categoryView(db, category), { ETag: etagOf(category) });
      }),
    ),

    getUpdateIssueCategoryMockHandler(
      route<SettingsIssueCategory>(
        ctx,
        'updateIssueCategory',
        async (input): Promise<Answer<SettingsIssueCategory>> => {
          const { administrationId } = scopeOf(input);
          const category = findCategory(input);
          requireCurrentVersion(input.request, category, 'updateIssueCategory', () => categoryView(db, category), `Issue category ${category.name}`);
          const body = await jsonBody(input.request, updateIssueCategoryBody);
          const name = requireName(body.name);
          requireFreeName(db.issueCategories.findMany((q) => q.where({ administrationId })), name, category.id);
          const updated = await db.issueCategories.update(category, {
            data(draft) {
              draft.name = name;
              draft.version = category.version + 1;
            },
          });
          const view = categoryView(db, updated ?? category);
          return answer(200, view, { ETag: view.etag });
        },
        { mutates: true },
      ),
    ),
    // ------------------------------------------------------------------ h-admin-a: bulk roles
    getBulkGiveUserRoleMockHandler(
      route<BulkResult>(
        ctx,
        'bulkGiveUserRole',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, bulkGiveUserRoleBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkGiveUserRole' }, body, ctx.options.now(), async () => {
            if (!rolesOf(db, administrationId).some((r) => r.id === body.roleId)) throw unprocessable('The role does not exist.', [{ field: 'roleId', message: `Role ${body.roleId} does not exist` }]);
            const members = membersOf(db, administrationId).map(({ user, membership }) => userView(db, user, membership));
            const target = resolveTarget<AdministrationUser, AdministrationUserFilter>(body.target, members, (filter) => matchingUsers(db, administrationId, filter), (id) => `User ${id}`);
            for (const view of target.records) {
              const user = db.users.findFirst((q) => q.where({ id: view.id }))!;
              const membership = membershipOf(user, administrationId)!;
              const roleIds = membership.roleIds ?? [];
              if (roleIds.includes(body.roleId)) continue;
              const next = [...roleIds, body.roleId];
              const permissions = withRolePermissions(db, { ...membership, roleIds: next }).permissions;
              await saveMembership(db, user, administrationId, (m) => ({ ...m, roleIds: next, permissions, version: (m.version ?? 1) + 1 }));
            }
            return { requested: target.requested, succeeded: target.records.length, failed: target.failed };
          });
        },
        { mutates: true },
      ),
    ),

    getBulkRemoveAdministrationUsersMockHandler(
      route<BulkResult>(
        ctx,
        'bulkRemoveAdministrationUsers',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, bulkRemoveAdministrationUsersBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkRemoveAdministrationUsers' }, body, ctx.options.now(), async () => {
            const members = membersOf(db, administrationId).map(({ user, membership }) => userView(db, user, membership));
            const target = resolveTarget<AdministrationUser, AdministrationUserFilter>(body.target, members, (filter) => matchingUsers(db, administrationId, filter), (id) => `User ${id}`);
            const failed = [...target.failed];
            const at = isoSeconds(ctx.options.now());
            let removed = 0;
            for (const view of target.records) {
              // Never oneself: whoever removes holds the settings permission, so someone always keeps it.
              if (view.id === input.user.id) {
                failed.push({ id: view.id, reason: 'You cannot remove yourself; another administrator can.' });
                continue;
              }
              await removeMember(db, administrationId, db.users.findFirst((q) => q.where({ id: view.id }))!, input.user, at);
              removed += 1;
            }
            return { requested: target.requested, succeeded: removed, failed };
          });
        },
        { mutates: true },
      ),
    ),

    // ------------------------------------------------------------------ h-admin-a: departments
    getListDepartmentsMockHandler(
      route<DepartmentPage>(ctx, 'listDepartments', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listDepartmentsQueryParams);
        const views = db.departments
          .findMany((q) => q.where({ administrationId }))
          .map((d) => departmentView(db, d))
          .filter((d) => !query.member || d.members.some((m) => m.id === query.member))
          .map(({ members: _members, ...summary }) => summary);
        const sortBy = query['sort-by'] ?? 'name';
        const matching = filterAndSort(views, {
          search: { fields: ['name'], value: query['search-value'] },
          sort: { field: sortBy, order: query['sort-order'] ?? 'asc', kind: sortBy === 'memberCount' ? 'number' : 'text' },
        });
        // The total row's members: summed over every matching department, not this page's.
        const counts = [{ field: 'memberCount', value: matching.reduce((sum, department) => sum + department.memberCount, 0) }];
        return { ...paginate(matching, { page: query.page, perPage: query['per-page'] }), counts };
      }),
    ),

    getCreateDepartmentMockHandler(
      route<Department>(
        ctx,
        'createDepartment',
        async (input): Promise<Answer<Department>> => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createDepartmentBody);
          const department = await idempotent<Department>(db, input.request, { administrationId, userId: input.user.id, operationId: 'createDepartment' }, body, ctx.options.now(), async () => {
            const name = requireName(body.name);
            requireFreeName(db.departments.findMany((q) => q.where({ administrationId })), name);
            const memberIds = body.memberIds ?? [];
            requireMembers(db, administrationId, 'memberIds', memberIds);
            const stored = await db.departments.create({ id: `dep-${crypto.randomUUID().slice(0, 8)}`, administrationId, name, memberIds: [...memberIds], version: 1 });
            return departmentView(db, stored);
          });
          return answer(201, department, { ETag: department.etag });
        },
        { mutates: true },
      ),
    ),

    getGetDepartmentMockHandler(
      route<Department>(ctx, 'getDepartment', (input): Answer<Department> => {
        const department = findDepartment(input);
        return answer(200, departmentView(db, department), { ETag: etagOf(department) });
      }),
    ),

    getUpdateDepartmentMockHandler(
      route<Department>(
        ctx,
        'updateDepartment',
        async (input): Promise<Answer<Department>> => {
          const { administrationId } = scopeOf(input);
          const department = findDepartment(input);
          requireCurrentVersion(input.request, department, 'updateDepartment', () => departmentView(db, department), `Department ${department.name}`);
          const body = await jsonBody(input.request, updateDepartmentBody);
          const name = requireName(body.name);
          requireFreeName(db.departments.findMany((q) => q.where({ administrationId })), name, department.id);
          const updated = await db.departments.update(department, {
            data(draft) {
              draft.name = name;
              draft.version = department.version + 1;
            },
          });
          const view = departmentView(db, updated ?? department);
          return answer(200, view, { ETag: view.etag });
        },
        { mutates: true },
      ),
    ),

    getAddDepartmentMembersMockHandler(
      route<Department>(
        ctx,
        'addDepartmentMembers',
        async (input): Promise<Answer<Department>> => {
          const { administrationId } = scopeOf(input);
          const department = findDepartment(input);
          const body = await jsonBody(input.request, addDepartmentMembersBody);
          requireMembers(db, administrationId, 'userIds', body.userIds);
          const added = body.userIds.filter((id) => !department.memberIds.includes(id));
          const updated =
            added.length === 0
              ? department
              : await db.departments.update(department, {
                  data(draft) {
                    draft.memberIds = [...department.memberIds, ...added];
                    draft.version = department.version + 1;
                  },
                });
          const view = departmentView(db, updated ?? department);
          return answer(200, view, { ETag: view.etag });
        },
        { mutates: true },
      ),
    ),

    getRemoveDepartmentMemberMockHandler(
      route<void>(
        ctx,
        'removeDepartmentMember',
        async (input) => {
          const department = findDepartment(input);
          const userId = pathParam(input, 'userId');
          if (!departmentMembers(db, department).some((m) => m.id === userId)) throw notFound(`User ${userId} is not in department ${department.name}.`);
          await db.departments.update(department, {
            data(draft) {
              draft.memberIds = department.memberIds.filter((id) => id !== userId);
              draft.version = department.version + 1;
            },
          });
        },
        { mutates: true },
      ),
    ),
  ];
}
