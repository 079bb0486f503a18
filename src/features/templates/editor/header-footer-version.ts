import { getListHeadersFootersQueryKey, listHeadersFooters } from '@/api/generated/endpoints/headers-footers/headers-footers';
import { inList } from '@/api/versioned-save';

/**
 * Where a versioned change of a header/footer finds the server's version after a 412 (the records
 * are only listed), and the list's query that shows it.
 */
export function headerFooterVersion(administrationId: string, id: string) {
  return {
    administrationId,
    refetch: async () => {
      const found = (await listHeadersFooters(administrationId)).items.find((record) => record.id === id);
      if (!found) throw new Error(`Header/footer ${id} is no longer there`);
      return found;
    },
    queryKey: getListHeadersFootersQueryKey(administrationId),
    toCache: inList,
  };
}
