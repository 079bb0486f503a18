import { PERMISSIONS } from './permission-names';
import { DEFAULT_PERMISSIONS, isAllowed, withDefaultPermissions } from './permissions';

describe('permission rules (SPEC §6)', () => {
  it('Manage_Home is always present and fetched permissions come after it, without duplicates', () => {
    expect(DEFAULT_PERMISSIONS).toEqual(['Manage_Home']);
    expect(withDefaultPermissions([])).toEqual(['Manage_Home']);
    expect(withDefaultPermissions(['Manage_Tasks', 'Manage_Home', 'Manage_Calls'])).toEqual([
      'Manage_Home',
      'Manage_Tasks',
      'Manage_Calls',
    ]);
  });

  it('an empty requirement is allowed', () => {
    expect(isAllowed([], null)).toBe(true);
    expect(isAllowed([], undefined)).toBe(true);
    expect(isAllowed([], [])).toBe(true);
  });

  it('a requirement is met only when every permission in it is granted', () => {
    const granted = withDefaultPermissions(['Manage_Tasks', 'Manage_Calls']);
    expect(isAllowed(granted, 'Manage_Home')).toBe(true);
    expect(isAllowed(granted, 'Manage_Tasks')).toBe(true);
    expect(isAllowed(granted, 'Manage_Configuration')).toBe(false);
    expect(isAllowed(granted, ['Manage_Tasks', 'Manage_Calls'])).toBe(true);
    expect(isAllowed(granted, ['Manage_Tasks', 'Manage_Invoices'])).toBe(false);
  });

  it('knows the fourteen permission names of SPEC §6', () => {
    expect(PERMISSIONS).toHaveLength(14);
    expect(PERMISSIONS).toContain('Manage_Administrations_Settings');
  });
});
