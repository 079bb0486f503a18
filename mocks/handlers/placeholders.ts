import { getListTemplatePlaceholdersMockHandler } from '#api/generated/endpoints/placeholders/placeholders.msw';
import type { Placeholder, PlaceholderList } from '#api/generated/model/index';
import { listTemplatePlaceholdersQueryParams } from '#api/generated/zod/placeholders/placeholders.zod';
import type { HandlerContext } from './context';
import { filterAndSort } from './list';
import { membershipOf } from './permissions';
import { queryParams, route } from './route';
import { tailoredPlaceholdersOf } from './settings';

export function placeholderHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  return [
    getListTemplatePlaceholdersMockHandler(
      route<PlaceholderList>(ctx, 'listTemplatePlaceholders', ({ url, user }) => {
        const query = queryParams(url, listTemplatePlaceholdersQueryParams);
        // Tailored variables only of an administration the caller works in; the contract has no
        // 403 here, so another administration's simply are not included.
        const tailoredOf = query.administrationId && membershipOf(user, query.administrationId) ? query.administrationId : undefined;
        const tailored: (Placeholder & { administrationId: string | null })[] = tailoredOf ? tailoredPlaceholdersOf(db, tailoredOf) : [];
        const items = filterAndSort([...db.placeholders.all(), ...tailored], {
          filters: { category: query.category, media: query.media },
          search: { fields: ['key', 'label'], value: query.search },
        });
        return { items };
      }),
    ),
  ];
}
