import {
  getCreateHeaderFooterMockHandler,
  getDeleteHeaderFooterMockHandler,
  getListHeadersFootersMockHandler,
  getUpdateHeaderFooterMockHandler,
} from '#api/generated/endpoints/headers-footers/headers-footers.msw';
import type { HeaderFooter, HeaderFooterList } from '#api/generated/model/index';
import {
  createHeaderFooterBody,
  listHeadersFootersQueryParams,
  updateHeaderFooterBody,
} from '#api/generated/zod/headers-footers/headers-footers.zod';
import type { MockDb, StoredRecord } from '../db/db';
import type { HandlerContext } from './context';
import { filterAndSort } from './list';
import { notFound } from './problem';
import { jsonBody, pathParam, queryParams, route, scopeOf } from './route';

function findRecord(db: MockDb, administrationId: string, id: string): StoredRecord<'headersFooters'> {
  const record = db.headersFooters.findFirst((q) => q.where({ id, administrationId }));
  if (!record) throw notFound(`Header/footer ${id} does not exist.`);
  return record;
}

function newId(db: MockDb): string {
  for (;;) {
    const id = `hf-${crypto.randomUUID().slice(0, 8)}`;
    if (!db.headersFooters.findFirst((q) => q.where({ id }))) return id;
  }
}

export function headerFooterHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;

  return [
    getListHeadersFootersMockHandler(
      route<HeaderFooterList>(ctx, 'listHeadersFooters', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listHeadersFootersQueryParams);
        const items = filterAndSort(db.headersFooters.findMany((q) => q.where({ administrationId })), {
          search: { fields: ['name'], value: query.name },
          sort: { field: 'name', order: 'asc', kind: 'text' },
        });
        return { items };
      }),
    ),

    getCreateHeaderFooterMockHandler(
      route<HeaderFooter>(
        ctx,
        'createHeaderFooter',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createHeaderFooterBody);
          return db.headersFooters.create({ ...body, id: newId(db), administrationId });
        },
        { mutates: true },
      ),
    ),

    getUpdateHeaderFooterMockHandler(
      route<HeaderFooter>(
        ctx,
        'updateHeaderFooter',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const existing = findRecord(db, administrationId, pathParam(input, 'id'));
          const body = await jsonBody(input.request, updateHeaderFooterBody);
          const updated = await db.headersFooters.update(existing, {
            data(draft) {
              Object.assign(draft, body);
            },
          });
          if (!updated) throw notFound(`Header/footer ${existing.id} does not exist.`);
          return updated;
        },
        { mutates: true },
      ),
    ),

    getDeleteHeaderFooterMockHandler(
      route<void>(
        ctx,
        'deleteHeaderFooter',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const existing = findRecord(db, administrationId, pathParam(input, 'id'));
          db.headersFooters.delete(existing);
          // Templates keep working without it, as a backend with a nullable foreign key would do.
          await db.templates.updateMany((q) => q.where({ administrationId, headerFooterId: existing.id }), {
            data(draft) {
              draft.headerFooterId = null;
            },
          });
        },
        { mutates: true },
      ),
    ),
  ];
}
