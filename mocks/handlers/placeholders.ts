import { getListTemplatePlaceholdersMockHandler } from '#api/generated/endpoints/placeholders/placeholders.msw';
import type { PlaceholderList } from '#api/generated/model/index';
import { listTemplatePlaceholdersQueryParams } from '#api/generated/zod/placeholders/placeholders.zod';
import { membershipOf } from './auth';
import type { HandlerContext } from './context';
import { queryParams, route } from './route';

export function placeholderHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  return [
    getListTemplatePlaceholdersMockHandler(
      route<PlaceholderList>(ctx, ({ url, user }) => {
        const query = queryParams(url, listTemplatePlaceholdersQueryParams);
        // Tailored variables only of an administration the caller works in; the contract has no
        // 403 here, so another administration's simply are not included.
        const tailoredOf = query.administrationId && membershipOf(user, query.administrationId) ? query.administrationId : undefined;
        const needle = query.search?.trim().toLocaleLowerCase();
        const items = db.placeholders
          .findMany((q) =>
            q.where(
              (p) =>
                (p.administrationId === null || p.administrationId === tailoredOf) &&
                (!query.category || p.category === query.category) &&
                (!query.media || p.media.includes(query.media)) &&
                (!needle || p.key.toLocaleLowerCase().includes(needle) || p.label.toLocaleLowerCase().includes(needle)),
            ),
          )
          .map(({ administrationId: _owner, ...placeholder }) => ({ ...placeholder, media: [...placeholder.media] }));
        return { items };
      }),
    ),
  ];
}
