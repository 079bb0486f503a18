import { useQuery } from '@tanstack/react-query';
import {
  getGetTemplateQueryOptions,
  getListTemplatesQueryKey,
  getListTemplatesQueryOptions,
} from '@/api/generated/endpoints/templates/templates';
import type { ListTemplatesParams } from '@/api/generated/model';

/** Every list query of an administration, whatever its filter and sort: the key to invalidate after a change. */
export function templatesListPrefix(administrationId: string) {
  return getListTemplatesQueryKey(administrationId);
}

/**
 * The templates list. While a new search or sort loads, the previous answer stays on screen
 * (keepPreviousData), so skeletons show only on the very first load — but never the list of
 * another administration.
 */
export function useTemplatesList(administrationId: string, params: ListTemplatesParams) {
  const [prefix] = templatesListPrefix(administrationId);
  return useQuery(
    getListTemplatesQueryOptions(administrationId, params, {
      query: {
        placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] === prefix ? previous : undefined),
      },
    }),
  );
}

export function useTemplate(administrationId: string, templateId: string) {
  return useQuery(getGetTemplateQueryOptions(administrationId, templateId));
}
