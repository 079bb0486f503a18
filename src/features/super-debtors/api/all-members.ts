import { useQuery } from '@tanstack/react-query';
import { getListSuperDebtorMembersQueryKey, listSuperDebtorMembers } from '@/api/generated/endpoints/super-debtors/super-debtors';
import type { SuperDebtorMember } from '@/api/generated/model';

/** The contract's largest page: a group of a thousand branches is still one request. */
const PAGE_SIZE = 1000;

/** Every member of a super debtor, page after page (the list is paged; the overview adds all of them up). */
async function fetchAllMembers(administrationId: string, superDebtorId: string, signal?: AbortSignal): Promise<SuperDebtorMember[]> {
  const members: SuperDebtorMember[] = [];
  for (let page = 1; ; page++) {
    const answer = await listSuperDebtorMembers(administrationId, superDebtorId, { page, 'per-page': PAGE_SIZE, 'sort-by': 'name', 'sort-order': 'asc' }, { signal });
    members.push(...answer.items);
    // An empty page ends it too: members removed meanwhile must not make this loop forever.
    if (answer.items.length === 0 || members.length >= answer.total) return members;
  }
}

/**
 * Every member of the super debtor. Keyed under the members' path, so the `super-debtors` cache
 * group (added or removed members) refreshes it like any page of the list.
 */
export function useAllMembers(administrationId: string, superDebtorId: string) {
  return useQuery({
    queryKey: [...getListSuperDebtorMembersQueryKey(administrationId, superDebtorId), 'all'],
    queryFn: ({ signal }) => fetchAllMembers(administrationId, superDebtorId, signal),
  });
}
