import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { getGetCurrentAccountQueryKey } from './generated/endpoints/account/account';
import { getGetProfileQueryKey, getListAdministrationsQueryKey } from './generated/endpoints/administrations/administrations';
import { getListHeadersFootersQueryKey } from './generated/endpoints/headers-footers/headers-footers';
import { getListTemplatePlaceholdersQueryKey } from './generated/endpoints/placeholders/placeholders';
import { getGetTemplateQueryKey, getListTemplatesQueryKey } from './generated/endpoints/templates/templates';
import { CACHE_GROUP_QUERIES } from './generated/cache-groups';
import { CACHE_GROUPS, operations, type OperationEntry } from './generated/operations';
import { belongsToAdministration, cacheGroupOfQueryKey, invalidateAfterMutation, invalidateCacheGroup } from './cache';
import { protectedImageQueryOptions } from './protected-image';

const NL = 'adm-nl-001';
const GB = 'adm-gb-002';

/** A client holding one answer for each key; `stale()` lists the keys invalidated since. */
function cacheWith(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, {});
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  return { queryClient, stale };
}

describe('cache groups from the contract', () => {
  it('lists the 27 groups of SPEC §7, then the inferred ones', () => {
    expect(CACHE_GROUPS.slice(0, 27)).toEqual(expect.arrayContaining(['documentList', 'customer-details', 'issue-history', 'dnb-reports']));
    expect(new Set(CACHE_GROUPS).size).toBe(CACHE_GROUPS.length);
    expect(Object.keys(CACHE_GROUP_QUERIES)).toEqual([...CACHE_GROUPS]);
  });

  it("recognises every GET operation's query key as its x-cache-group", () => {
    const gets = operations.filter((op) => op.method === 'GET');
    expect(gets.length).toBeGreaterThan(5);
    for (const op of gets) {
      const url = op.path.replace(/\{[^}]+\}/g, 'some-id');
      expect(cacheGroupOfQueryKey([url]), op.operationId).toBe(op.cacheGroup);
      expect(cacheGroupOfQueryKey([url, { page: 2 }]), op.operationId).toBe(op.cacheGroup);
    }
  });

  it('knows the group of the keys the generated hooks and the image loader build', () => {
    expect(cacheGroupOfQueryKey(getListTemplatesQueryKey(NL, { name: 'rem' }))).toBe('templates');
    expect(cacheGroupOfQueryKey(getGetTemplateQueryKey(NL, 'tpl-1'))).toBe('templates');
    expect(cacheGroupOfQueryKey(getListHeadersFootersQueryKey(NL))).toBe('headers-footers');
    expect(cacheGroupOfQueryKey(getGetProfileQueryKey(NL))).toBe('profile');
    expect(cacheGroupOfQueryKey(getGetCurrentAccountQueryKey())).toBe('account');
    expect(cacheGroupOfQueryKey(protectedImageQueryOptions(`/administrations/${NL}/images/img-1`).queryKey)).toBe('media');
    expect(cacheGroupOfQueryKey(['/administrations/adm-nl-001/unknown'])).toBeUndefined();
    expect(cacheGroupOfQueryKey([42])).toBeUndefined();
  });

  it('tells the administration of an answer from its path or its administrationId query parameter', () => {
    expect(belongsToAdministration(getListTemplatesQueryKey(NL, { name: 'x' }), NL)).toBe(true);
    expect(belongsToAdministration(getListTemplatesQueryKey('adm-nl-0010'), NL)).toBe(false);
    expect(belongsToAdministration(getListTemplatePlaceholdersQueryKey({ administrationId: NL }), NL)).toBe(true);
    expect(belongsToAdministration(getListTemplatePlaceholdersQueryKey(), NL)).toBe(false);
    expect(belongsToAdministration(getListAdministrationsQueryKey(), NL)).toBe(false);
  });
});

describe('invalidateCacheGroup', () => {
  const keys = {
    nlList: getListTemplatesQueryKey(NL),
    nlSearch: getListTemplatesQueryKey(NL, { name: 'reminder', 'sort-by': 'name' }),
    nlDetail: getGetTemplateQueryKey(NL, 'tpl-1'),
    gbList: getListTemplatesQueryKey(GB),
    gbDetail: getGetTemplateQueryKey(GB, 'tpl-9'),
    nlHeadersFooters: getListHeadersFootersQueryKey(NL),
    administrations: getListAdministrationsQueryKey(),
  };

  it("marks the group's list and detail answers of that administration stale, nothing else", async () => {
    const { queryClient, stale } = cacheWith(Object.values(keys));
    await invalidateCacheGroup(queryClient, 'templates', NL);
    expect(stale()).toEqual([keys.nlList, keys.nlSearch, keys.nlDetail]);
  });

  it('without an administration, marks the group stale in every administration', async () => {
    const { queryClient, stale } = cacheWith(Object.values(keys));
    await invalidateCacheGroup(queryClient, 'templates');
    expect(stale()).toEqual([keys.nlList, keys.nlSearch, keys.nlDetail, keys.gbList, keys.gbDetail]);
  });

  it("scoped to an administration, still refreshes the group's answers every administration shares", async () => {
    const shared = getListTemplatePlaceholdersQueryKey({ category: 'invoice' });
    const nl = getListTemplatePlaceholdersQueryKey({ administrationId: NL });
    const gb = getListTemplatePlaceholdersQueryKey({ administrationId: GB });
    const { queryClient, stale } = cacheWith([shared, nl, gb]);
    await invalidateCacheGroup(queryClient, 'template-placeholders', NL);
    expect(stale()).toEqual([shared, nl]);
  });
});

describe('invalidateAfterMutation', () => {
  const nlList = getListTemplatesQueryKey(NL);
  const gbList = getListTemplatesQueryKey(GB);
  const nlHeadersFooters = getListHeadersFootersQueryKey(NL);
  const gbHeadersFooters = getListHeadersFootersQueryKey(GB);
  const all = [nlList, gbList, nlHeadersFooters, gbHeadersFooters];

  it("invalidates the operation's group in the administration of its path", async () => {
    const { queryClient, stale } = cacheWith(all);
    await invalidateAfterMutation(queryClient, ['deleteTemplate'], { administrationId: NL, templateId: 'tpl-1' });
    expect(stale()).toEqual([nlList]);
  });

  it('adds the groups of x-invalidates', async () => {
    const table: OperationEntry[] = [
      { ...operations.find((op) => op.operationId === 'deleteHeaderFooter')!, invalidates: ['templates'] },
    ];
    const { queryClient, stale } = cacheWith(all);
    await invalidateAfterMutation(queryClient, ['deleteHeaderFooter'], { administrationId: GB, id: 'hf-1' }, table);
    expect(stale()).toEqual([gbList, gbHeadersFooters]);
  });

  it('leaves the cache alone for a mutation key that is not an operation of the contract', async () => {
    const { queryClient, stale } = cacheWith(all);
    await invalidateAfterMutation(queryClient, ['saveDraft'], { administrationId: NL });
    await invalidateAfterMutation(queryClient, undefined, { administrationId: NL });
    expect(stale()).toEqual([]);
  });
});
