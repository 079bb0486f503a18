/**
 * The role editor's matrix of SPEC §6 permission names: the permissions grouped by what they open,
 * the form's one checkbox per permission (fields named `permissions.<name>`, so a 422 at
 * `permissions` lands beside them), and the roles × permissions overview of the roles page.
 */
import { z } from 'zod';
import { RolePermission, type Role } from '@/api/generated/model';
import { createRoleBodyDescriptionMax, createRoleBodyNameMax } from '@/api/generated/zod/administration-settings/administration-settings.zod';

export const ROLE_PERMISSIONS: readonly RolePermission[] = Object.values(RolePermission);

/** Rows of the matrix, in groups a person recognises: the daily work, the records, the set-up. */
export const PERMISSION_GROUPS: readonly { id: 'work' | 'records' | 'setup'; permissions: readonly RolePermission[] }[] = [
  { id: 'work', permissions: ['Manage_Tasks', 'Manage_Calls', 'Manage_Messages', 'Manage_Mailbox'] },
  { id: 'records', permissions: ['Manage_Customers', 'Manage_Invoices', 'Manage_Issues', 'Manage_Arrangements', 'Manage_For_Collection', 'Manage_Documents'] },
  { id: 'setup', permissions: ['Manage_Configuration', 'Manage_Import', 'Manage_Administrations_Settings'] },
];

export type PermissionField = `permissions.${RolePermission}`;
export const permissionField = (permission: RolePermission): PermissionField => `permissions.${permission}`;

export type RoleFormValues = { name: string | undefined; description: string | undefined } & { [field in PermissionField]: boolean | undefined };

/** The form's values for a role (a new one: empty, nothing ticked). */
export function roleFormValuesOf(role?: Pick<Role, 'name' | 'description' | 'permissions'>): RoleFormValues {
  const values: Record<string, string | boolean | undefined> = { name: role?.name ?? '', description: role?.description ?? '' };
  for (const permission of ROLE_PERMISSIONS) values[permissionField(permission)] = role?.permissions.includes(permission) ?? false;
  return values as RoleFormValues;
}

/** The ticked permissions, in the contract's order. */
export function permissionsOf(values: Partial<Record<string, unknown>>): RolePermission[] {
  return ROLE_PERMISSIONS.filter((permission) => values[permissionField(permission)] === true);
}

/** The fields of a whole group set at once ("all" / "none" of a row group). */
export function setGroup(groupId: (typeof PERMISSION_GROUPS)[number]['id'], on: boolean): Partial<Record<PermissionField, boolean>> {
  const group = PERMISSION_GROUPS.find((candidate) => candidate.id === groupId);
  return Object.fromEntries((group?.permissions ?? []).map((permission) => [permissionField(permission), on]));
}

/** The roles page's overview: per permission, which of the roles give it. */
export function roleMatrix(roles: readonly Pick<Role, 'id' | 'permissions'>[]): { permission: RolePermission; given: boolean[] }[] {
  return PERMISSION_GROUPS.flatMap((group) => group.permissions).map((permission) => ({
    permission,
    given: roles.map((role) => role.permissions.includes(permission)),
  }));
}

/** The role form's check (the contract's limits); its fields are the matrix's. */
export function roleFormSchema() {
  const shape: Record<string, z.ZodType> = {
    name: z.string().trim().min(1).max(createRoleBodyNameMax),
    description: z.string().max(createRoleBodyDescriptionMax).default(''),
  };
  for (const permission of ROLE_PERMISSIONS) shape[permissionField(permission)] = z.boolean().default(false);
  // The shape is built from the permission list at run time; its types are the ones declared above.
  return z.object(shape) as unknown as z.ZodType<RoleFormOutput, RoleFormValues>;
}

export type RoleFormOutput = { name: string; description: string } & { [field in PermissionField]: boolean };
