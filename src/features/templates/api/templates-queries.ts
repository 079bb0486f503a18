import { getListTemplatesQueryKey } from '@/api/generated/endpoints/templates/templates';

/** Every list query of an administration, whatever its filter and sort: the key to invalidate after a change. */
export function templatesListPrefix(administrationId: string) {
  return getListTemplatesQueryKey(administrationId);
}
