import {
  getCreateTemplateMockHandler,
  getDeleteTemplateMockHandler,
  getGetTemplateMockHandler,
  getListTemplatesMockHandler,
  getUpdateTemplateMockHandler,
} from '#api/generated/endpoints/templates/templates.msw';
import type { CreatedResource, Template, TemplateList, TemplateSortField } from '#api/generated/model/index';
import {
  createTemplateBody,
  listTemplatesQueryParams,
  updateTemplateBody,
} from '#api/generated/zod/templates/templates.zod';
import type { MockDb, StoredRecord } from '../db/db';
import type { TemplateRecord } from '../db/schemas';
import { isoSeconds, thumbnailImage } from '../seed/templates';
import { answer } from './answers';
import type { HandlerContext } from './context';
import { filterAndSort, type SortKind } from './list';
import { notFound, unprocessable } from './problem';
import { etagOf, requireCurrentVersion } from './receivables';
import { jsonBody, pathParam, queryParams, requireUnique, route, scopeOf } from './route';

/** How the contract's sort fields compare. */
const SORT_KINDS = { name: 'text', 'last-modified-date': 'date' } as const satisfies Record<TemplateSortField, SortKind>;

function newImageId(db: MockDb): string {
  for (;;) {
    const id = `img-${crypto.randomUUID().slice(0, 8)}`;
    if (!db.images.findFirst((q) => q.where({ id }))) return id;
  }
}

function requireHeaderFooter(db: MockDb, administrationId: string, id: string | null | undefined): void {
  if (!id) return;
  const found = db.headersFooters.findFirst((q) => q.where({ id, administrationId }));
  // Well-formed but naming no record of this administration: a business rule, so 422.
  if (!found) throw unprocessable(`Header/footer ${id} does not exist.`, [{ field: 'headerFooterId', message: `Unknown header/footer ${id}` }]);
}

/** The template as answered: the stored record with its version as the etag (ETag header too). */
const viewOf = (record: TemplateRecord): Template => ({ ...record, etag: etagOf(record) });
const withEtag = (record: TemplateRecord) => answer(200, viewOf(record), { ETag: etagOf(record) });

function findTemplate(db: MockDb, administrationId: string, id: string): StoredRecord<'templates'> {
  const record = db.templates.findFirst((q) => q.where({ id, administrationId }));
  if (!record) throw notFound(`Template ${id} does not exist.`);
  return record;
}

export function templateHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const now = () => isoSeconds(ctx.options.now());

  return [
    getListTemplatesMockHandler(
      route<TemplateList>(ctx, 'listTemplates', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listTemplatesQueryParams);
        const field = query['sort-by'] ?? 'last-modified-date';
        // Without sort-by the server's order applies (newest first); sort-order alone is ignored.
        const order = query['sort-by'] ? (query['sort-order'] ?? (field === 'name' ? 'asc' : 'desc')) : 'desc';
        // The contract's list has no paging: the whole filtered, sorted list is the answer.
        const items = filterAndSort(db.templates.findMany((q) => q.where({ administrationId })), {
          search: { fields: ['name'], value: query.name },
          sort: { field, order, kind: SORT_KINDS[field] },
        });
        return { items: items.map(viewOf) };
      }),
    ),

    getCreateTemplateMockHandler(
      route<CreatedResource>(
        ctx,
        'createTemplate',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createTemplateBody);
          requireUnique('media', body.media);
          const admin = db.administrations.findFirst((q) => q.where({ id: administrationId }));
          const id = crypto.randomUUID();
          const imageId = newImageId(db);
          const record: TemplateRecord = {
            id,
            administrationId,
            name: body.name,
            hml: body.hml,
            media: body.media ?? [],
            thumbnail: imageId,
            language: body.language ?? admin?.language ?? 'en',
            headerFooterId: null,
            'last-modified-date': now(),
            version: 1,
          };
          await db.images.create(thumbnailImage(record, imageId));
          await db.templates.create(record);
          const location = `${input.url.origin}${input.url.pathname.replace(/\/$/, '')}/${encodeURIComponent(id)}`;
          return answer(201, record, { Location: location });
        },
        { mutates: true },
      ),
    ),

    getGetTemplateMockHandler(
      route<Template>(ctx, 'getTemplate', (input) => {
        const { administrationId } = scopeOf(input);
        return withEtag(findTemplate(db, administrationId, pathParam(input, 'templateId')));
      }),
    ),

    getUpdateTemplateMockHandler(
      route<Template>(
        ctx,
        'updateTemplate',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const existing = findTemplate(db, administrationId, pathParam(input, 'templateId'));
          requireCurrentVersion(input.request, existing, 'updateTemplate', () => viewOf(existing), `Template ${existing.name}`);
          const body = await jsonBody(input.request, updateTemplateBody);
          requireUnique('media', body.media);
          requireHeaderFooter(db, administrationId, body.headerFooterId);
          // A changed template gets a re-rendered thumbnail under a new id, so clients caching
          // images per URL (SPEC §4) show the new one.
          const imageId = newImageId(db);
          const oldImageId = existing.thumbnail;
          const updated = await db.templates.update(existing, {
            data(draft) {
              draft.name = body.name;
              draft.hml = body.hml;
              draft.media = [...body.media];
              if (body.language !== undefined) draft.language = body.language;
              if (body.headerFooterId !== undefined) draft.headerFooterId = body.headerFooterId;
              draft.thumbnail = imageId;
              draft['last-modified-date'] = now();
              draft.version = existing.version + 1;
            },
          });
          if (!updated) throw notFound(`Template ${existing.id} does not exist.`);
          await db.images.create(thumbnailImage(updated, imageId));
          if (oldImageId) db.images.delete((q) => q.where({ id: oldImageId }));
          return withEtag(updated);
        },
        { mutates: true },
      ),
    ),

    getDeleteTemplateMockHandler(
      route<void>(
        ctx,
        'deleteTemplate',
        (input) => {
          const { administrationId } = scopeOf(input);
          const existing = findTemplate(db, administrationId, pathParam(input, 'templateId'));
          // Deleting a version someone changed since would throw their change away unseen.
          requireCurrentVersion(input.request, existing, 'getTemplate', () => viewOf(existing), `Template ${existing.name}`);
          db.templates.delete(existing);
          if (existing.thumbnail) {
            const imageId = existing.thumbnail;
            db.images.delete((q) => q.where({ id: imageId }));
          }
        },
        { mutates: true },
      ),
    ),
  ];
}
