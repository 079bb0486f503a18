/**
 * Export definitions and background export jobs (contract tag `exports`). A job reads its list
 * through the list's own handler (`getResponse` over the backend's handlers, with the caller's
 * Authorization), so its rows are exactly the rows the list call answers for that query, filtered
 * and permitted the same way: a definition of invoices run by someone without Manage_Invoices is
 * refused (403) when it starts, and fails (`forbidden`) if the permission goes mid-run. The job
 * rules (steps, expiry, cells, file names) are ./export-jobs.ts.
 */
import { getResponse, type RequestHandler } from 'msw';
import {
  getCreateExportDefinitionMockHandler,
  getDeleteExportDefinitionMockHandler,
  getGetExportDefinitionMockHandler,
  getGetExportJobFileMockHandler,
  getGetExportJobMockHandler,
  getListExportDefinitionsMockHandler,
  getListExportJobsMockHandler,
  getRerunExportJobMockHandler,
  getRunCollectionExportMockHandler,
  getRunExportDefinitionMockHandler,
  getUpdateExportDefinitionMockHandler,
} from '#api/generated/endpoints/exports/exports.msw';
import type { ExportDefinition, ExportDefinitionPage, ExportJob, ExportJobList } from '#api/generated/model/index';
import {
  createExportDefinitionBody,
  listExportDefinitionsQueryParams,
  runCollectionExportBody,
  updateExportDefinitionBody,
} from '#api/generated/zod/exports/exports.zod';
import { exportCsv, exportFormatFor, type ExportCell, type ExportColumn } from '#lib/list/export';
import type { ExportDefinitionRecord, ExportJobRecord } from '../db/schemas';
import { isoSeconds } from '../seed/templates';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import {
  afterPage,
  collectionColumns,
  COLLECTION_QUERY,
  failed,
  jobFileName,
  jobStatusAt,
  jobsToDrop,
  LIST_PATHS,
  nextPage,
  pageQuery,
  savedQuery,
  stepSize,
} from './export-jobs';
import { exportLabel } from './export-labels';
import { listPage } from './list';
import { badRequest, conflict, forbidden, notFound, ProblemError, unprocessable } from './problem';
import { etagOf, idempotent, patchRecord, requireCurrentVersion } from './receivables';
import { jsonBody, pathParam, queryParams, route, scopeOf, type UserRouteInput } from './route';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function publicDefinition({ administrationId: _a, version, ...record }: ExportDefinitionRecord): ExportDefinition {
  return { ...record, etag: etagOf({ version }) };
}

/**
 * A definition's body as kept: its name and column titles trimmed (blank ones refused at their
 * fields, as the forms check them), its query without paging.
 */
function definitionFields<B extends { name: string; columns: { id: string; header: string }[]; query: string }>(body: B): B {
  const name = body.name.trim();
  const columns = body.columns.map((column) => ({ ...column, header: column.header.trim() }));
  const blank = [...(name ? [] : ['name']), ...columns.flatMap((column, index) => (column.header ? [] : [`columns.${index}.header`]))];
  if (blank.length > 0) throw badRequest(blank.map((field) => ({ field, message: 'Required' })));
  return { ...body, name, columns, query: savedQuery(body.query) };
}

function publicJob(job: ExportJobRecord, now: Date): ExportJob {
  return {
    id: job.id,
    kind: job.kind,
    definitionId: job.definitionId,
    name: job.name,
    list: job.list,
    format: job.format,
    status: jobStatusAt(job, now),
    rowsDone: job.rowsDone,
    rowsTotal: job.rowsTotal,
    fileName: job.fileName,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    expiresAt: job.expiresAt,
    ...(job.failure ? { failure: job.failure } : {}),
  };
}

type JobSource = Pick<ExportJobRecord, 'kind' | 'definitionId' | 'name' | 'list' | 'format' | 'columns' | 'query' | 'language'>;

type ListAnswer = { ok: true; items: unknown[]; total: number } | { ok: false; status: number };

export function exportHandlers(ctx: HandlerContext, allHandlers: () => readonly RequestHandler[]) {
  const { db } = ctx.store;
  const now = () => ctx.options.now();

  /** One page of a list, read through the list's own handler as the caller. */
  const readList = async (input: UserRouteInput, administrationId: string, source: Pick<JobSource, 'list' | 'query'>, page: number, perPage: number): Promise<ListAnswer> => {
    // Under the same base path as the caller's request (an API may be served below /v1.0).
    const base = input.url.pathname.slice(0, input.url.pathname.indexOf('/administrations/'));
    const url = new URL(`${base}/administrations/${encodeURIComponent(administrationId)}/${LIST_PATHS[source.list]}?${pageQuery(source.query, page, perPage)}`, input.url.origin);
    const headers = new Headers();
    const authorization = input.request.headers.get('Authorization');
    if (authorization) headers.set('Authorization', authorization);
    const response = await getResponse([...allHandlers()], new Request(url, { headers }));
    if (!response?.ok) return { ok: false, status: response?.status ?? 500 };
    const body = (await response.json()) as { items: unknown[]; total: number };
    return { ok: true, items: body.items, total: body.total };
  };

  const findDefinition = (input: UserRouteInput) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'definitionId');
    const record = db.exportDefinitions.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Export definition ${id} does not exist.`);
    return record;
  };

  /** The caller's own job (a job runs with its starter's permissions: nobody else reads it). */
  const findJob = (input: UserRouteInput) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'jobId');
    const job = db.exportJobs.findFirst((q) => q.where({ id, administrationId, userId: input.user.id }));
    if (!job) throw notFound(`Export job ${id} does not exist.`);
    return job;
  };

  /** Starts a job: checks the caller may read the list (403 otherwise) and learns its total. */
  const start = async (input: UserRouteInput, source: JobSource): Promise<ExportJob> => {
    const { administrationId } = scopeOf(input);
    const probe = await readList(input, administrationId, source, 1, 1);
    if (!probe.ok) {
      if (probe.status === 403) throw forbidden(`You may not read the ${source.list} this export writes.`);
      if (probe.status === 400) throw unprocessable(`The export's query is not one the ${source.list} list accepts.`, [{ field: 'query', message: 'Not a query of this list' }]);
      throw new ProblemError(502, `The ${source.list} list could not be read.`);
    }
    const at = now();
    const job = await db.exportJobs.create({
      ...source,
      id: `expjob-${crypto.randomUUID()}`,
      administrationId,
      userId: input.user.id,
      status: 'queued',
      rowsDone: 0,
      rowsTotal: probe.total,
      perPage: stepSize(probe.total),
      fileName: jobFileName(source.name, at, source.format),
      createdAt: isoSeconds(at),
      finishedAt: null,
      expiresAt: null,
      types: source.columns.map(() => 'text' as const),
      cells: '[]',
    });
    const mine = db.exportJobs.findMany((q) => q.where({ administrationId, userId: input.user.id }));
    for (const old of jobsToDrop(mine)) db.exportJobs.delete(old);
    return publicJob(job, at);
  };

  /** One step of a running job: reads its next page as the caller polling it. */
  const step = async (input: UserRouteInput, job: ExportJobRecord) => {
    if (job.status !== 'queued' && job.status !== 'running') return;
    const page = await readList(input, job.administrationId, job, nextPage(job), job.perPage);
    const at = now();
    if (!page.ok) {
      patchRecord(job, { ...failed(page.status, at), cells: '[]' });
      return;
    }
    const { cells, ...changes } = afterPage(job, page.items, page.total, job.columns, at, (columnId, code) => exportLabel(job.list, job.language, columnId, code));
    const written = JSON.parse(job.cells) as ExportCell[][];
    patchRecord(job, { ...changes, cells: JSON.stringify(written.concat(cells)) });
  };

  const fileOf = async (job: ExportJobRecord): Promise<Blob> => {
    const rows = JSON.parse(job.cells) as ExportCell[][];
    const columns: ExportColumn<ExportCell[]>[] = job.columns.map((column, index) => ({
      header: column.header,
      type: job.types[index] === 'text' ? undefined : job.types[index],
      value: (row) => row[index],
    }));
    const options = { columns, perPage: Math.max(rows.length, 1), fetchPage: async () => ({ items: rows, total: rows.length }) };
    if (job.format === 'xlsx') {
      // ExcelJS loads on the first Excel file: its own chunk in the service-worker build.
      const { exportXlsx } = await import('#lib/list/export-xlsx');
      return (await exportXlsx({ ...options, sheetName: job.name })).blob;
    }
    return (await exportCsv({ ...options, ...exportFormatFor(job.language) })).blob;
  };

  const idempotently = (input: UserRouteInput, fingerprint: unknown, act: () => Promise<ExportJob>) =>
    idempotent<ExportJob>(db, input.request, { administrationId: scopeOf(input).administrationId, userId: input.user.id, operationId: input.operation.operationId }, fingerprint, now(), act);

  return [
    getListExportDefinitionsMockHandler(
      route<ExportDefinitionPage>(ctx, 'listExportDefinitions', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listExportDefinitionsQueryParams);
        const sortBy = query['sort-by'] ?? 'name';
        const page = listPage(db.exportDefinitions.findMany((q) => q.where({ administrationId })), {
          search: { fields: ['name'], value: query['search-value'] },
          sort: { field: sortBy, order: query['sort-order'] ?? 'asc', kind: sortBy === 'updatedAt' ? 'date' : 'text' },
          page: query.page,
          perPage: query['per-page'],
        });
        return { ...page, items: page.items.map(publicDefinition) };
      }),
    ),

    getCreateExportDefinitionMockHandler(
      route<ExportDefinition>(
        ctx,
        'createExportDefinition',
        async (input): Promise<Answer<ExportDefinition>> => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createExportDefinitionBody);
          const at = isoSeconds(now());
          const record = await db.exportDefinitions.create({
            ...definitionFields(body),
            id: `expdef-${crypto.randomUUID()}`,
            administrationId,
            createdAt: at,
            updatedAt: at,
            version: 1,
          });
          return answer(201, publicDefinition(record), { ETag: etagOf(record), Location: `/administrations/${administrationId}/export-definitions/${record.id}` });
        },
        { mutates: true },
      ),
    ),

    getGetExportDefinitionMockHandler(
      route<ExportDefinition>(ctx, 'getExportDefinition', (input): Answer<ExportDefinition> => {
        const record = findDefinition(input);
        return answer(200, publicDefinition(record), { ETag: etagOf(record) });
      }),
    ),

    getUpdateExportDefinitionMockHandler(
      route<ExportDefinition>(
        ctx,
        'updateExportDefinition',
        async (input): Promise<Answer<ExportDefinition>> => {
          const record = findDefinition(input);
          requireCurrentVersion(input.request, record, 'updateExportDefinition', () => publicDefinition(record), `Export definition ${record.name}`);
          const body = await jsonBody(input.request, updateExportDefinitionBody);
          patchRecord(record, { ...definitionFields(body), updatedAt: isoSeconds(now()), version: record.version + 1 });
          return answer(200, publicDefinition(record), { ETag: etagOf(record) });
        },
        { mutates: true },
      ),
    ),

    getDeleteExportDefinitionMockHandler(
      route<void>(
        ctx,
        'deleteExportDefinition',
        (input) => {
          db.exportDefinitions.delete(findDefinition(input));
        },
        { mutates: true },
      ),
    ),

    getRunExportDefinitionMockHandler(
      route<ExportJob>(
        ctx,
        'runExportDefinition',
        async (input): Promise<Answer<ExportJob>> => {
          const definition = findDefinition(input);
          const job = await idempotently(input, { definition: definition.id, version: definition.version }, () =>
            start(input, {
              kind: 'definition',
              definitionId: definition.id,
              name: definition.name,
              list: definition.list,
              format: definition.format,
              columns: definition.columns,
              query: definition.query,
              language: definition.language,
            }),
          );
          return answer(202, job);
        },
        { mutates: true },
      ),
    ),

    getRunCollectionExportMockHandler(
      route<ExportJob>(
        ctx,
        'runCollectionExport',
        async (input): Promise<Answer<ExportJob>> => {
          const body = await jsonBody(input.request, runCollectionExportBody);
          const job = await idempotently(input, body, () =>
            start(input, {
              kind: 'collection',
              definitionId: null,
              name: 'collection-export',
              list: 'invoices',
              format: body.format,
              columns: collectionColumns(body.language),
              query: COLLECTION_QUERY,
              language: body.language,
            }),
          );
          return answer(202, job);
        },
        { mutates: true },
      ),
    ),

    getListExportJobsMockHandler(
      route<ExportJobList>(ctx, 'listExportJobs', (input) => {
        const { administrationId } = scopeOf(input);
        const at = now();
        const jobs = db.exportJobs.findMany((q) => q.where({ administrationId, userId: input.user.id }));
        const items = jobs.sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1)).map((job) => publicJob(job, at));
        return { items };
      }),
    ),

    getGetExportJobMockHandler(
      route<ExportJob>(
        ctx,
        'getExportJob',
        async (input) => {
          const job = findJob(input);
          await step(input, job);
          const at = now();
          // An expired job's file is gone: its cells are dropped.
          if (jobStatusAt(job, at) === 'expired' && job.cells !== '[]') patchRecord(job, { cells: '[]' });
          return publicJob(job, at);
        },
        { mutates: true },
      ),
    ),

    getGetExportJobFileMockHandler(
      route<string>(ctx, 'getExportJobFile', async (input) => {
        const job = findJob(input);
        const status = jobStatusAt(job, now());
        if (status === 'expired') throw new ProblemError(410, `The file of export job ${job.id} expired on ${job.expiresAt?.slice(0, 10)}; run it again.`);
        if (status !== 'done') throw conflict(`Export job ${job.id} is ${status}: its file is not there.`);
        const blob = await fileOf(job);
        return new Response(blob, {
          status: 200,
          headers: {
            'Content-Type': job.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${job.fileName}"`,
          },
        });
      }),
    ),

    getRerunExportJobMockHandler(
      route<ExportJob>(
        ctx,
        'rerunExportJob',
        async (input): Promise<Answer<ExportJob>> => {
          const earlier = findJob(input);
          const job = await idempotently(input, { rerun: earlier.id }, () =>
            start(input, {
              kind: earlier.kind,
              definitionId: earlier.definitionId,
              name: earlier.name,
              list: earlier.list,
              format: earlier.format,
              columns: earlier.columns,
              query: earlier.query,
              language: earlier.language,
            }),
          );
          return answer(202, job);
        },
        { mutates: true },
      ),
    ),
  ];
}
