import {
  getGetProfileMockHandler,
  getListAdministrationsMockHandler,
} from '#api/generated/endpoints/administrations/administrations.msw';
import type { AdministrationList, UserProfile } from '#api/generated/model/index';
import type { HandlerContext } from './context';
import { route, scopeOf } from './route';

export function administrationHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  return [
    getListAdministrationsMockHandler(
      route<AdministrationList>(ctx, 'listAdministrations', ({ user }) => {
        const ids = new Set(user.memberships.map((m) => m.administrationId));
        return { items: db.administrations.findMany((q) => q.where({ id: (id) => ids.has(id) })) };
      }),
    ),
    getGetProfileMockHandler(
      route<UserProfile>(ctx, 'getProfile', (input) => {
        const { administrationId, membership } = scopeOf(input);
        return { ...input.user, administrationId, permissions: membership.permissions };
      }),
    ),
  ];
}
