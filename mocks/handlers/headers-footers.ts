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
import { layoutProblems, type LayoutValues } from '#lib/letter-layout';
import type { MockDb, StoredRecord } from '../db/db';
import type { HeaderFooterRecord } from '../db/schemas';
import { answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort } from './list';
import { notFound, unprocessable } from './problem';
import { etagOf, requireCurrentVersion } from './receivables';
import { jsonBody, pathParam, queryParams, route, scopeOf } from './route';

/** The record as answered: its version as the etag (the ETag header too, when it is the answer). */
const viewOf = (record: HeaderFooterRecord): HeaderFooter => ({ ...record, etag: etagOf(record) });
const withEtag = (status: 200 | 201, record: HeaderFooterRecord) => answer(status, viewOf(record), { ETag: etagOf(record) });

function findRecord(db: MockDb, administrationId: string, id: string): StoredRecord<'headersFooters'> {
  const record = db.headersFooters.findFirst((q) => q.where({ id, administrationId }));
  if (!record) throw notFound(`Header/footer ${id} does not exist.`);
  return record;
}

const RULE_MESSAGES = {
  bodyTooNarrow: 'The left and right margins leave less than 20 mm for the body on an A4 page.',
  bodyTooShort: 'The header and footer leave less than 20 mm for the body on an A4 page.',
} as const;

/** A page must keep room for the letter's body: a business rule of the record as a whole, so 422. */
function requireRoomForBody(values: LayoutValues): void {
  const problems = layoutProblems(values);
  if (problems.length === 0) return;
  throw unprocessable(
    'The margins and heights leave no room for the body on an A4 page.',
    problems.map(({ field, rule }) => ({ field, message: RULE_MESSAGES[rule] })),
  );
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
        return { items: items.map(viewOf) };
      }),
    ),

    getCreateHeaderFooterMockHandler(
      route<HeaderFooter>(
        ctx,
        'createHeaderFooter',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createHeaderFooterBody);
          requireRoomForBody(body);
          return withEtag(201, await db.headersFooters.create({ ...body, id: newId(db), administrationId, version: 1 }));
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
          requireCurrentVersion(input.request, existing, 'updateHeaderFooter', () => viewOf(existing), `Header/footer ${existing.name}`);
          const body = await jsonBody(input.request, updateHeaderFooterBody);
          requireRoomForBody(body);
          const updated = await db.headersFooters.update(existing, {
            data(draft) {
              Object.assign(draft, body);
              draft.version = existing.version + 1;
            },
          });
          if (!updated) throw notFound(`Header/footer ${existing.id} does not exist.`);
          return withEtag(200, updated);
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
          requireCurrentVersion(input.request, existing, 'deleteHeaderFooter', () => viewOf(existing), `Header/footer ${existing.name}`);
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
