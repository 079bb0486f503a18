import { ALL_PERMISSIONS } from '@mocks/node';
import { withDefaultPermissions } from '@/lib/permissions';
import { AREAS } from '@/navigation/areas';
import { buildNavGroups, isNavItemActive } from './nav-model';
import { pathAfterSwitch } from './switch-target';
import { initialsOf } from './UserAvatar';

const ids = (groups: ReturnType<typeof buildNavGroups>) => groups.flatMap((group) => group.items.map((item) => item.id));

describe('buildNavGroups', () => {
  it('lists every area and the administration settings with every permission', () => {
    const groups = buildNavGroups(withDefaultPermissions([...ALL_PERMISSIONS]), true, 'adm-1');
    expect(groups.map((group) => group.id)).toEqual(['overview', 'receivables', 'payments', 'communication', 'configuration']);
    expect(ids(groups)).toContain('administrationSettings');
    expect(ids(groups)).not.toContain('account');
    expect(groups.every((group) => group.pending === 0)).toBe(true);
    const settings = groups.at(-1)!.items.at(-1)!;
    expect(settings.to).toBe('/administrations/adm-1/settings/overview');
  });

  it('keeps only what the permissions allow and drops groups left empty', () => {
    const groups = buildNavGroups(withDefaultPermissions(['Manage_Messages']), true, 'adm-1');
    expect(ids(groups)).toEqual(['dashboard', 'reports', 'emails', 'letters', 'templates', 'administrations']);
    expect(groups.map((group) => group.id)).toEqual(['overview', 'communication', 'configuration']);
  });

  it('before the permissions are fetched shows what everyone may open and counts the rest as pending', () => {
    const groups = buildNavGroups(['Manage_Home'], false, 'adm-1');
    expect(ids(groups)).toEqual(['dashboard', 'reports', 'templates', 'administrations']);
    const receivables = groups.find((group) => group.id === 'receivables')!;
    expect(receivables.items).toEqual([]);
    const needPermissions = Object.values(AREAS).filter((area) => area.group === 'receivables' && area.permission !== null && area.permission !== 'Manage_Home');
    expect(receivables.pending).toBe(needPermissions.length);
    expect(receivables.pending).toBeGreaterThanOrEqual(6);
  });
});

describe('isNavItemActive', () => {
  const customers = { activeWhen: '/customers', exact: false };
  it('matches the path and what lies below it, by segment', () => {
    expect(isNavItemActive(customers, '/customers')).toBe(true);
    expect(isNavItemActive(customers, '/customers/')).toBe(true);
    expect(isNavItemActive(customers, '/customers/c-1/invoices')).toBe(true);
    expect(isNavItemActive(customers, '/customers-archive')).toBe(false);
    expect(isNavItemActive({ activeWhen: '/administrations', exact: true }, '/administrations/a/settings/users')).toBe(false);
  });
});

describe('pathAfterSwitch', () => {
  it("moves an administration's settings page to the new administration", () => {
    expect(pathAfterSwitch({ pathname: '/administrations/old/settings/users', params: { administrationId: 'old' } }, 'old', 'new')).toBe(
      '/administrations/new/settings/users',
    );
    expect(
      pathAfterSwitch({ pathname: '/administrations/old/settings/department/d-7', params: { administrationId: 'old', id: 'd-7' } }, 'old', 'new'),
    ).toBe('/administrations/new/settings/departments');
    expect(
      pathAfterSwitch({ pathname: '/administrations/old/settings/users/update-user/u-1', params: { administrationId: 'old', id: 'u-1' } }, 'old', 'new'),
    ).toBe('/administrations/new/settings/users');
  });

  it("leaves a record's page for its area's list, and stays elsewhere", () => {
    expect(pathAfterSwitch({ pathname: '/customers/c-1/invoices', params: { customerId: 'c-1' } }, 'old', 'new')).toBe('/customers');
    expect(pathAfterSwitch({ pathname: '/communication/c-1', params: { customerId: 'c-1' } }, 'old', 'new')).toBe('/dashboard');
    expect(pathAfterSwitch({ pathname: '/settings/bookkeeping', params: {} }, 'old', 'new')).toBeNull();
    expect(pathAfterSwitch({ pathname: '/customers', params: {} }, 'old', 'new')).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Anna de Vries')).toBe('AV');
    expect(initialsOf('  émile ')).toBe('É');
    expect(initialsOf(undefined)).toBe('');
  });
});
