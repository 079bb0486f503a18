import { MutationObserver, QueryObserver, type MutationKey, type QueryClient } from '@tanstack/react-query';
import { getListHeadersFootersQueryKey } from '@/api/generated/endpoints/headers-footers/headers-footers';
import {
  getCreateTemplateMutationOptions,
  getDeleteTemplateMutationOptions,
  getGetTemplateQueryKey,
  getListTemplatesQueryKey,
} from '@/api/generated/endpoints/templates/templates';
import { createQueryClient } from './query-client';

const NL = 'adm-nl-001';
const GB = 'adm-gb-002';
const keys = {
  nlList: getListTemplatesQueryKey(NL, { name: 'reminder' }),
  nlDetail: getGetTemplateQueryKey(NL, 'tpl-1'),
  gbList: getListTemplatesQueryKey(GB),
  nlHeadersFooters: getListHeadersFootersQueryKey(NL),
};

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = createQueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
});
afterEach(() => queryClient.clear());

const stale = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('the mutation cache', () => {
  it("invalidates, after a generated hook's mutation, its cache group in the administration of its path", async () => {
    // The generated options as a hook uses them; only the request is replaced.
    const options = getDeleteTemplateMutationOptions();
    expect(options.mutationKey).toEqual(['deleteTemplate']);
    await new MutationObserver(queryClient, { ...options, mutationFn: () => Promise.resolve() }).mutate({
      administrationId: NL,
      templateId: 'tpl-1',
    });
    await vi.waitFor(() => expect(stale()).toEqual([keys.nlList, keys.nlDetail]));
  });

  it('does the same for a mutation keyed by the operation it ends with', async () => {
    // What the templates' duplicate does: read the original, then createTemplate.
    const mutationKey: MutationKey = getCreateTemplateMutationOptions().mutationKey ?? ['createTemplate'];
    await new MutationObserver(queryClient, {
      mutationKey: [...mutationKey, 'duplicate'],
      mutationFn: (_variables: { administrationId: string; templateId: string }) => Promise.resolve({ id: 'tpl-2' }),
    }).mutate({ administrationId: GB, templateId: 'tpl-9' });
    await vi.waitFor(() => expect(stale()).toEqual([keys.gbList]));
  });

  it('keeps the mutation pending until the answers on screen are fetched again', async () => {
    let answer = () => {};
    const refetched = new Promise<void>((resolve) => (answer = resolve));
    const onScreen = new QueryObserver(queryClient, { queryKey: keys.nlList, queryFn: () => refetched.then(() => ({ items: [] })) });
    const unsubscribe = onScreen.subscribe(() => undefined);
    const observer = new MutationObserver(queryClient, { ...getDeleteTemplateMutationOptions(), mutationFn: () => Promise.resolve() });
    const done = observer.mutate({ administrationId: NL, templateId: 'tpl-1' });
    await vi.waitFor(() => expect(queryClient.getQueryState(keys.nlList)?.fetchStatus).toBe('fetching'));
    expect(observer.getCurrentResult().status).toBe('pending');
    answer();
    await done;
    expect(observer.getCurrentResult().status).toBe('success');
    expect(queryClient.getQueryData(keys.nlList)).toEqual({ items: [] });
    unsubscribe();
  });

  it('invalidates nothing when the mutation fails', async () => {
    const observer = new MutationObserver(queryClient, {
      ...getDeleteTemplateMutationOptions(),
      mutationFn: () => Promise.reject(new Error('500')),
    });
    await expect(observer.mutate({ administrationId: NL, templateId: 'tpl-1' })).rejects.toThrow('500');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stale()).toEqual([]);
  });

  it('leaves mutations that are not operations of the contract alone', async () => {
    await new MutationObserver(queryClient, {
      // Typecheck refuses such a key (the registered mutation key, src/api/cache.ts); one cast in anyway is left alone.
      mutationKey: ['saveDraft'] as unknown as MutationKey,
      mutationFn: (_variables: { administrationId: string }) => Promise.resolve(),
    }).mutate({ administrationId: NL });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stale()).toEqual([]);
  });
});
