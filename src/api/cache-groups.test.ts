import { QueryClient } from '@tanstack/react-query';
import { belongsToAdministration, CACHE_GROUPS, cacheGroupKey, invalidateCacheGroup } from './cache-groups';

describe('cache groups', () => {
  it('lists the 27 groups of SPEC §7', () => {
    expect(CACHE_GROUPS).toHaveLength(27);
    expect(new Set(CACHE_GROUPS).size).toBe(27);
    expect(CACHE_GROUPS).toEqual(expect.arrayContaining(['documentList', 'customer-details', 'issue-history', 'dnb-reports']));
  });

  it('invalidates a whole group, of one administration or of all', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(cacheGroupKey('tasks', 'adm-1', { page: 1 }), []);
    queryClient.setQueryData(cacheGroupKey('tasks', 'adm-2'), []);
    queryClient.setQueryData(cacheGroupKey('task-details', 'adm-1', 't-1'), {});
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => q.queryKey);

    await invalidateCacheGroup(queryClient, 'tasks', 'adm-1');
    expect(stale()).toEqual([['tasks', 'adm-1', { page: 1 }]]);
    await invalidateCacheGroup(queryClient, 'tasks');
    expect(stale()).toHaveLength(2);
    expect(stale()).not.toContainEqual(['task-details', 'adm-1', 't-1']);
  });

  it('recognises the administration of group keys and of generated URL keys', () => {
    expect(belongsToAdministration(['customers', 'adm-1'], 'adm-1')).toBe(true);
    expect(belongsToAdministration(['customers', 'adm-2'], 'adm-1')).toBe(false);
    expect(belongsToAdministration(['/administrations/adm-1/templates', { name: 'x' }], 'adm-1')).toBe(true);
    expect(belongsToAdministration(['/administrations/adm-10/templates'], 'adm-1')).toBe(false);
    expect(belongsToAdministration(['/administrations'], 'adm-1')).toBe(false);
    expect(belongsToAdministration(['/template-placeholders'], 'adm-1')).toBe(false);
  });
});
