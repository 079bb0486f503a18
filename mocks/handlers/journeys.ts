import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  getAssignJourneyMockHandler,
  getCreateJourneyMockHandler,
  getDeleteJourneyMockHandler,
  getGetInvoiceJourneyForecastMockHandler,
  getGetJourneyMockHandler,
  getGetJourneyNextDaysMockHandler,
  getListJourneyDayInvoicesMockHandler,
  getListJourneysMockHandler,
  getUpdateJourneyMockHandler,
} from '#api/generated/endpoints/journeys/journeys.msw';
import type { BulkResult, Journey, JourneyDayInvoiceList, JourneyForecast, JourneyNextDays, JourneyPage, JourneyWrite } from '#api/generated/model/index';
import { assignJourneyBody, createJourneyBody, listJourneyDayInvoicesQueryParams, listJourneysQueryParams, updateJourneyBody } from '#api/generated/zod/journeys/journeys.zod';
import { FORECAST_KINDS, forecastKind, stepsToRun } from '#lib/journeys/model/forecast';
import type { MockDb } from '../db/db';
import type { JourneyRecord } from '../db/schemas';
import { isoSeconds } from '../seed/templates';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { advanceMockDay, forecastDays, invoiceTimeline, runClock } from './journey-runs';
import { listPage } from './list';
import { notFound, unprocessable } from './problem';
import { currencyOf, etagOf, findInvoice, idempotent, moneyOf, patchRecord, recordsOf, requireCurrentVersion } from './receivables';
import { controlRoute, jsonBody, pathParam, queryParams, route, scopeOf } from './route';

const MESSAGE_ACTIONS = new Set(['email', 'letter', 'sms', 'whatsapp']);

/** The public shape of a stored journey: its steps name their templates, and how many customers follow it. */
function publicOf(db: MockDb, record: JourneyRecord): Journey {
  const { administrationId, version, steps, ...rest } = record;
  const templates = new Map(recordsOf(db.templates.all(), administrationId).map((t) => [t.id, t.name]));
  const customerCount = recordsOf(db.customers.all(), administrationId).filter((c) => c.journey?.id === record.id).length;
  return {
    ...rest,
    steps: steps.map(({ templateId, ...step }) => ({ ...step, template: templateId ? { id: templateId, name: templates.get(templateId) ?? '' } : null })),
    customerCount,
    etag: etagOf({ version }),
  };
}

/** A journey's name and steps as the contract checks them beyond their shape (422 naming the field). */
function checkedWrite(db: MockDb, administrationId: string, body: JourneyWrite, current: JourneyRecord | undefined, idPrefix: string): Pick<JourneyRecord, 'name' | 'steps'> {
  const errors: { field: string; message: string }[] = [];
  const name = body.name.trim();
  if (!name) errors.push({ field: 'name', message: 'Required' });
  const known = new Set(current?.steps.map((step) => step.id) ?? []);
  const steps = body.steps.map((step, index) => {
    const field = `steps.${index}`;
    if (!step.name.trim()) errors.push({ field: `${field}.name`, message: 'Required' });
    if (step.id !== undefined && !known.has(step.id)) errors.push({ field: `${field}.id`, message: `Step ${step.id} is not one of this journey's` });
    if (MESSAGE_ACTIONS.has(step.action)) {
      const template = step.templateId ? db.templates.findFirst((q) => q.where({ id: step.templateId!, administrationId })) : undefined;
      if (!template) errors.push({ field: `${field}.templateId`, message: step.templateId ? 'Unknown template' : 'Choose a template' });
      else if (!template.media.includes(step.action as 'email')) errors.push({ field: `${field}.templateId`, message: `The template does not cover ${step.action}` });
    } else if (step.templateId) {
      errors.push({ field: `${field}.templateId`, message: 'Call tasks and handovers take no template' });
    }
    return { id: step.id ?? `${idPrefix}-${crypto.randomUUID().slice(0, 6)}`, name: step.name.trim(), offsetDays: step.offsetDays, action: step.action, templateId: MESSAGE_ACTIONS.has(step.action) ? (step.templateId ?? null) : null };
  });
  if (errors.length > 0) throw unprocessable('Some of the journey cannot be saved.', errors);
  return { name, steps };
}

export function journeyHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const find = (input: Parameters<typeof scopeOf>[0]) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, 'journeyId');
    const record = db.journeys.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Journey ${id} does not exist.`);
    return record;
  };

  return [
    getGetJourneyNextDaysMockHandler(
      route<JourneyNextDays>(ctx, 'getJourneyNextDays', (input) => {
        const { administrationId } = scopeOf(input);
        const { clock, days } = forecastDays(ctx, administrationId);
        return { referenceDay: clock.today, lastRun: clock.lastRun, days: days.map(({ day, counts }) => ({ day, counts })) };
      }),
    ),

    getListJourneyDayInvoicesMockHandler(
      route<JourneyDayInvoiceList>(ctx, 'listJourneyDayInvoices', (input) => {
        const { administrationId } = scopeOf(input);
        const day = pathParam(input, 'day');
        const query = queryParams(input.url, listJourneyDayInvoicesQueryParams);
        const { clock, covered, days } = forecastDays(ctx, administrationId);
        const index = days.findIndex((entry) => entry.day === day);
        if (index === -1) throw notFound(`${day} is not one of the next seven days.`);
        const currency = currencyOf(db, administrationId);
        const wanted = new Set(FORECAST_KINDS.filter((kind) => !query.kind || kind === query.kind).flatMap((kind) => days[index]!.invoiceIds[kind]));
        // The steps each invoice gets that day: what the runs before it leave undone.
        const items = covered
          .filter(({ invoice }) => wanted.has(invoice.id))
          .flatMap(({ invoice, customer, journey, state }) => {
            let done = [...state.done];
            let lastRun = clock.lastRun;
            for (const entry of days.slice(0, index)) {
              done = [...done, ...stepsToRun(journey.steps, { ...state, done }, lastRun, entry.day).map((step) => ({ stepId: step.id, on: entry.day }))];
              lastRun = entry.day;
            }
            return stepsToRun(journey.steps, { ...state, done }, lastRun, day)
              .filter((step) => !query.kind || forecastKind(step.action) === query.kind)
              .map((step) => ({
                invoice: { id: invoice.id, number: invoice.number },
                customer: { id: customer.id, name: customer.name },
                dueDate: invoice.dueDate,
                outstanding: moneyOf(invoice.outstanding, currency),
                kind: forecastKind(step.action),
                step: { id: step.id, name: step.name },
                journey: { id: journey.id, name: journey.name },
              }));
          })
          .sort((a, b) => a.customer.name.localeCompare(b.customer.name) || a.invoice.number.localeCompare(b.invoice.number));
        return { day, items };
      }),
    ),

    getGetInvoiceJourneyForecastMockHandler(
      route<JourneyForecast>(ctx, 'getInvoiceJourneyForecast', (input) => {
        const { administrationId } = scopeOf(input);
        const invoice = findInvoice(db, administrationId, pathParam(input, 'invoiceId'));
        const timeline = invoiceTimeline(ctx, invoice);
        if (!timeline) return { referenceDay: runClock(ctx, administrationId).today, dueDate: invoice.dueDate, journey: null, entries: [] };
        const steps = new Map(publicOf(db, timeline.journey).steps.map((step) => [step.id, step]));
        return {
          referenceDay: timeline.clock.today,
          dueDate: invoice.dueDate,
          journey: { id: timeline.journey.id, name: timeline.journey.name },
          entries: timeline.entries.map(({ stepId, ...entry }) => ({ step: steps.get(stepId)!, ...entry, pausedBy: [...entry.pausedBy] })),
        };
      }),
    ),

    getListJourneysMockHandler(
      route<JourneyPage>(ctx, 'listJourneys', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listJourneysQueryParams);
        const page = listPage(recordsOf(db.journeys.all(), administrationId), {
          search: { fields: [query['search-field'] ?? 'name'], value: query['search-value'] },
          sort: { field: query['sort-by'] ?? 'name', order: query['sort-order'] ?? 'asc', kind: query['sort-by'] === 'createdAt' ? 'date' : 'text' },
          page: query.page,
          perPage: query['per-page'],
        });
        return { ...page, items: page.items.map((record) => publicOf(db, record)) };
      }),
    ),

    getCreateJourneyMockHandler(
      route<Journey>(
        ctx,
        'createJourney',
        async (input): Promise<Answer<Journey>> => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, createJourneyBody);
          const id = `jrn-${administrationId.split('-')[1] ?? 'x'}-${crypto.randomUUID().slice(0, 6)}`;
          const at = isoSeconds(ctx.options.now());
          const record = await db.journeys.create({ id, administrationId, ...checkedWrite(db, administrationId, body, undefined, `stp-${id}`), createdAt: at, updatedAt: at, version: 1 });
          return answer(200, publicOf(db, record), { ETag: etagOf(record) });
        },
        { mutates: true },
      ),
    ),

    getGetJourneyMockHandler(
      route<Journey>(ctx, 'getJourney', (input): Answer<Journey> => {
        const record = find(input);
        return answer(200, publicOf(db, record), { ETag: etagOf(record) });
      }),
    ),

    getUpdateJourneyMockHandler(
      route<Journey>(
        ctx,
        'updateJourney',
        async (input): Promise<Answer<Journey>> => {
          const record = find(input);
          requireCurrentVersion(input.request, record, 'updateJourney', () => publicOf(db, record), `Journey ${record.name}`);
          const body = await jsonBody(input.request, updateJourneyBody);
          const write = checkedWrite(db, record.administrationId, body, record, `stp-${record.id}`);
          patchRecord(record, { ...write, updatedAt: isoSeconds(ctx.options.now()), version: record.version + 1 });
          // Customers name their journey: a new name reaches them.
          for (const customer of recordsOf(db.customers.all(), record.administrationId)) {
            if (customer.journey?.id === record.id && customer.journey.name !== write.name) patchRecord(customer, { journey: { id: record.id, name: write.name } });
          }
          return answer(200, publicOf(db, record), { ETag: etagOf(record) });
        },
        { mutates: true },
      ),
    ),

    getDeleteJourneyMockHandler(
      route<void>(
        ctx,
        'deleteJourney',
        (input) => {
          const record = find(input);
          requireCurrentVersion(input.request, record, 'deleteJourney', () => publicOf(db, record), `Journey ${record.name}`);
          // Its customers follow no journey afterwards; what its steps made stays (inferred: the contract says so).
          for (const customer of recordsOf(db.customers.all(), record.administrationId)) {
            if (customer.journey?.id === record.id) patchRecord(customer, { journey: null, version: customer.version + 1 });
          }
          db.journeys.delete(record);
        },
        { mutates: true },
      ),
    ),

    getAssignJourneyMockHandler(
      route<BulkResult>(
        ctx,
        'assignJourney',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const body = await jsonBody(input.request, assignJourneyBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'assignJourney' }, body, ctx.options.now(), () => {
            const journey = body.journeyId ? db.journeys.findFirst((q) => q.where({ id: body.journeyId!, administrationId })) : null;
            if (body.journeyId && !journey) throw unprocessable(`Journey ${body.journeyId} does not exist.`, [{ field: 'journeyId', message: 'Unknown journey' }]);
            const ids = [...new Set(body.customerIds)];
            const failed: BulkResult['failed'] = [];
            for (const id of ids) {
              const customer = db.customers.findFirst((q) => q.where({ id, administrationId }));
              if (!customer) failed.push({ id, reason: `Customer ${id} does not exist.` });
              else if (customer.closed) failed.push({ id, reason: `${customer.name} is closed.` });
              else if ((customer.journey?.id ?? null) !== (journey?.id ?? null)) patchRecord(customer, { journey: journey ? { id: journey.id, name: journey.name } : null, version: customer.version + 1 });
            }
            return { requested: ids.length, succeeded: ids.length - failed.length, failed };
          });
        },
        { mutates: true },
      ),
    ),
  ];
}

const advanceSchema = z.object({ administrationId: z.string().optional() });

/**
 * POST /__mock/journeys/advance `{ administrationId? }` (or `?administrationId=`): moves the mock's one
 * reference day on by one — tasks due today become overdue, invoices fall due, the dashboard's task
 * card follows — and runs every administration's journeys on it. Development and tests only, beside
 * the other controls; answers what each run made (only the administration given's run, when one is).
 */
export function journeyControlHandlers(ctx: HandlerContext) {
  return [
    http.post(
      '*/__mock/journeys/advance',
      controlRoute(ctx, async ({ request }) => {
        // The app's development button sends the administration in the address (a simple request: no preflight).
        const text = await request.clone().text();
        const body = text.trim() ? await jsonBody(request, advanceSchema) : advanceSchema.parse({ administrationId: new URL(request.url).searchParams.get('administrationId') ?? undefined });
        const { db } = ctx.store;
        if (body.administrationId && !db.administrations.findFirst((q) => q.where({ id: body.administrationId! }))) throw notFound(`Administration ${body.administrationId} does not exist.`);
        const runs = await advanceMockDay(ctx);
        ctx.store.commit();
        return HttpResponse.json({ runs: runs.filter((run) => !body.administrationId || run.administrationId === body.administrationId) });
      }),
    ),
  ];
}
