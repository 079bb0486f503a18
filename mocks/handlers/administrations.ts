import {
  getGetProfileMockHandler,
  getListAdministrationsMockHandler,
} from '#api/generated/endpoints/administrations/administrations.msw';
import type { AdministrationList, UserProfile } from '#api/generated/model/index';
import { membershipOf } from './auth';
import type { HandlerContext } from './context';
import { forbidden, notFound } from './problem';
import { pathParam, route } from './route';

export function administrationHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  return [
    getListAdministrationsMockHandler(
      route<AdministrationList>(ctx, ({ user }) => {
        const ids = new Set(user.memberships.map((m) => m.administrationId));
        const items = db.administrations
          .findMany((q) => q.where({ id: (id) => ids.has(id) }))
          .map(({ id, name, country, currency, language }) => ({ id, name, country, currency, language }));
        return { items };
      }),
    ),
    getGetProfileMockHandler(
      route<UserProfile>(ctx, (input) => {
        const administrationId = pathParam(input, 'administrationId');
        const { user } = input;
        const membership = membershipOf(user, administrationId);
        if (!membership) {
          const exists = db.administrations.findFirst((q) => q.where({ id: administrationId }));
          if (!exists) throw notFound(`Administration ${administrationId} does not exist.`);
          throw forbidden(`You have no access to administration ${administrationId}.`);
        }
        return {
          id: user.id,
          name: user.name,
          email: user.email,
          language: user.language,
          hasAvatar: user.hasAvatar,
          administrationId,
          permissions: [...membership.permissions],
        };
      }),
    ),
  ];
}
