import { RolePermission } from '@/api/generated/model';
import { PERMISSION_GROUPS, permissionField, permissionsOf, ROLE_PERMISSIONS, roleFormValuesOf, roleMatrix, setGroup } from './role-matrix';

describe('the role matrix', () => {
  it('shows every SPEC §6 permission a role can give exactly once, Manage_Home never', () => {
    const rows = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...rows].sort()).toEqual([...Object.values(RolePermission)].sort());
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).not.toContain('Manage_Home');
  });

  it('turns a role into ticked boxes and back, in the contract order', () => {
    const values = roleFormValuesOf({ name: 'Credit controller', description: '', permissions: ['Manage_Mailbox', 'Manage_Tasks'] });
    expect(values[permissionField('Manage_Tasks')]).toBe(true);
    expect(values[permissionField('Manage_Customers')]).toBe(false);
    expect(permissionsOf(values)).toEqual(['Manage_Tasks', 'Manage_Mailbox']);
    expect(permissionsOf(roleFormValuesOf())).toEqual([]);
  });

  it('ticks or clears a whole group and leaves the others', () => {
    const values = { ...roleFormValuesOf({ name: 'x', description: '', permissions: ['Manage_Tasks'] }), ...setGroup('setup', true) };
    expect(permissionsOf(values)).toEqual(['Manage_Tasks', 'Manage_Administrations_Settings', 'Manage_Configuration', 'Manage_Import']);
    expect(permissionsOf({ ...values, ...setGroup('work', false) })).toEqual(['Manage_Administrations_Settings', 'Manage_Configuration', 'Manage_Import']);
  });

  it('says per permission which roles give it', () => {
    const matrix = roleMatrix([
      { id: 'a', permissions: ['Manage_Customers'] },
      { id: 'b', permissions: [] },
    ]);
    expect(matrix).toHaveLength(ROLE_PERMISSIONS.length);
    expect(matrix.find((row) => row.permission === 'Manage_Customers')?.given).toEqual([true, false]);
    expect(matrix.find((row) => row.permission === 'Manage_Tasks')?.given).toEqual([false, false]);
  });
});
