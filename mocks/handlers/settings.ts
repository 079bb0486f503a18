/**
 * The /settings pages (contract tag `settings`; every operation needs Manage_Configuration, which
 * the route wrapper enforces). A page's settings are one versioned document per administration
 * (`settingsDocuments`): read, replaced with If-Match (412 with the current one, 428 without), and
 * checked for the rules the schema cannot say (422 naming the field). Bookkeeping adds "sync now",
 * whose progress advances by a quarter on every read, and "disconnect". Custom field settings keep
 * their definitions where the customer and invoice forms read them (`customFieldDefinitions`).
 * Tailored variables are the `tailored` placeholders of listTemplatePlaceholders and fill their
 * key in every message (`tailoredFacts`, through the one renderer).
 */
import * as msw from '#api/generated/endpoints/settings/settings.msw';
import type { Placeholder } from '#api/generated/model/index';
import type { OperationId } from '#api/generated/operations';
import * as body from '#api/generated/zod/settings/settings.zod';
import { whiteTextReadable } from '#lib/contrast';
import { formatIban, ibanProblem, isValidBic } from '#lib/iban';
import type { FactValue } from '#lib/message-render';
import type { ProblemErrorsItem } from '#api/generated/model/index';
import type { MockDb, StoredRecord } from '../db/db';
import type { NotificationSettingRecord, SettingsKind, TailoredVariableRecord } from '../db/settings-schemas';

type SettingsDocumentRecord = StoredRecord<'settingsDocuments'>;
import { isoSeconds } from '../seed/templates';
import { answer } from './answers';
import type { HandlerContext } from './context';
import { notFound, unprocessable } from './problem';
import { etagOf, idempotent, requireCurrentVersion } from './receivables';
import { jsonBody, pathParam, route, scopeOf, type UserRouteInput } from './route';

type Json = Record<string, unknown>;

const IBAN_MESSAGES = {
  format: 'An IBAN is a country code, two check digits and the account number.',
  country: 'This country does not use IBANs.',
  length: 'An IBAN of this country has another length.',
  checksum: 'The check digits do not match: a character is mistyped.',
} as const;

function refuse(errors: ProblemErrorsItem[]): void {
  if (errors.length > 0) throw unprocessable('Some settings break a rule.', errors);
}

/** The page's own rules, and what is stored of the write (normalised). */
const RULES: Partial<Record<SettingsKind, (write: Json) => Json>> = {
  'counter-account': (write) => {
    const problem = ibanProblem(String(write.iban));
    refuse(problem ? [{ field: 'iban', message: IBAN_MESSAGES[problem] }] : []);
    refuse(isValidBic(String(write.bic)) ? [] : [{ field: 'bic', message: 'A BIC has 8 or 11 letters and digits.' }]);
    return { ...write, iban: formatIban(String(write.iban)), bic: String(write.bic).toUpperCase() };
  },
  'customer-portal': (write) => {
    refuse(whiteTextReadable(String(write.accentColour)) ? [] : [{ field: 'accentColour', message: 'White text on this colour does not reach a contrast of 4.5:1 (WCAG AA).' }]);
    return write;
  },
  'invoice-exports': (write) => {
    refuse(write.enabled && !write.recipientEmail ? [{ field: 'recipientEmail', message: 'Exports need an address to go to.' }] : []);
    return write;
  },
  integrations: (write) => {
    const errors: ProblemErrorsItem[] = [];
    if (write.paymentLinks && !write.paymentProvider) errors.push({ field: 'paymentLinks', message: 'Payment links need a payment provider.' });
    if (typeof write.webhookUrl === 'string' && !write.webhookUrl.startsWith('https://')) errors.push({ field: 'webhookUrl', message: 'Events are posted over https only.' });
    refuse(errors);
    return write;
  },
};

function documentOf(db: MockDb, administrationId: string, kind: SettingsKind) {
  const record = db.settingsDocuments.findFirst((q) => q.where({ id: `${administrationId}:${kind}` }));
  if (!record) throw notFound(`The ${kind} settings do not exist.`);
  return record;
}

const HOUR = 3_600_000;

function documentView(db: MockDb, record: SettingsDocumentRecord): Json {
  const meta = { updatedAt: record.updatedAt, etag: etagOf(record) };
  if (record.kind === 'customer-custom-fields' || record.kind === 'invoice-custom-fields') {
    const recordKind = record.kind === 'customer-custom-fields' ? 'customer' : 'invoice';
    const items = db.customFieldDefinitions
      .all()
      .filter((d) => d.administrationId === record.administrationId && d.recordKind === recordKind)
      .map(({ key, label, type, required, options }) => ({ key, label, type, required, options }));
    return { items, ...meta };
  }
  const data = JSON.parse(record.body) as Json;
  if (record.kind === 'bookkeeping') {
    const last = data.lastSyncAt as string | null;
    const connected = data.status !== 'disconnected';
    const nextSyncAt = connected && last ? new Date(Date.parse(last) + Number(data.syncIntervalHours) * HOUR).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
    return { ...data, nextSyncAt, ...meta };
  }
  return { ...data, ...meta };
}

export function tailoredKey(variable: Pick<TailoredVariableRecord, 'name'>): string {
  return `tailored.${variable.name}`;
}

const tailoredView = (record: TailoredVariableRecord) => ({ ...record, key: tailoredKey(record), etag: etagOf(record) });
const notificationView = (record: NotificationSettingRecord) => ({ ...record, etag: etagOf(record) });

/** The administration's tailored variables as placeholders of the template editor's picker. */
export function tailoredPlaceholdersOf(db: MockDb, administrationId: string): (Placeholder & { administrationId: string })[] {
  return db.tailoredVariables
    .all()
    .filter((v) => v.administrationId === administrationId)
    .map((v) => ({ key: tailoredKey(v), label: v.label, category: 'tailored' as const, example: v.value, media: v.media, administrationId, ...(v.description ? { description: v.description } : {}) }));
}

/** What the tailored placeholders become in a message of this administration. */
export function tailoredFacts(db: MockDb, administrationId: string): Record<string, FactValue> {
  return Object.fromEntries(db.tailoredVariables.all().filter((v) => v.administrationId === administrationId).map((v) => [tailoredKey(v), v.value]));
}

export function settingsHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const now = () => isoSeconds(ctx.options.now());

  async function saveDocument(record: SettingsDocumentRecord, data: Json) {
    const updated = await db.settingsDocuments.update(record, {
      data(draft) {
        draft.body = JSON.stringify(data);
        draft.version = record.version + 1;
        draft.updatedAt = now();
      },
    });
    if (!updated) throw notFound('The settings do not exist.');
    return updated;
  }

  const withEtag = (status: 200 | 201 | 202, view: Json) => answer(status, view as never, { ETag: String(view.etag) });

  /** GET and PUT of one page's document. */
  function documentRoutes(kind: SettingsKind, getId: OperationId, putId: OperationId, schema: { parse: (v: unknown) => unknown } & Parameters<typeof jsonBody>[1]) {
    return [
      route(ctx, getId, (input) => withEtag(200, documentView(db, readDocument(input, kind)))),
      route(
        ctx,
        putId,
        async (input) => {
          const record = documentOf(db, scopeOf(input).administrationId, kind);
          requireCurrentVersion(input.request, record, putId, () => documentView(db, record), 'The settings');
          const write = (await jsonBody(input.request, schema)) as Json;
          const stored = RULES[kind]?.(write) ?? write;
          // Bookkeeping keeps its connection state beside what the form writes.
          const previous = JSON.parse(record.body) as Json;
          const merged = kind === 'bookkeeping' ? bookkeepingAfterWrite(previous, stored) : stored;
          return withEtag(200, documentView(db, await saveDocument(record, merged)));
        },
        { mutates: true },
      ),
    ] as const;
  }

  /** A read of the bookkeeping settings moves a running sync on by a quarter (kept, so it is seen). */
  function readDocument(input: UserRouteInput, kind: SettingsKind): SettingsDocumentRecord {
    const record = documentOf(db, scopeOf(input).administrationId, kind);
    if (kind !== 'bookkeeping') return record;
    const data = JSON.parse(record.body) as Json & { sync: { state: string; progress: number; startedAt: string | null } };
    if (data.sync.state !== 'running') return record;
    const progress = Math.min(100, data.sync.progress + 25);
    const finished = progress === 100;
    const next = { ...data, sync: { ...data.sync, progress, state: finished ? 'idle' : 'running' }, ...(finished ? { lastSyncAt: now(), status: 'connected' } : {}) };
    record.body = JSON.stringify(next);
    // Finished is a new version (its last synchronisation changed); progress alone is not.
    if (finished) record.version += 1;
    ctx.store.commit();
    return record;
  }

  function bookkeepingAfterWrite(previous: Json, write: Json): Json {
    if (write.provider === null) return { ...previous, ...write, status: 'disconnected', sync: { state: 'idle', progress: 0, startedAt: null } };
    const switched = write.provider !== previous.provider;
    return { ...previous, ...write, status: switched ? 'connected' : previous.status, ...(switched ? { lastSyncAt: null } : {}) };
  }

  const [getCounter, putCounter] = documentRoutes('counter-account', 'getCounterAccountSettings', 'updateCounterAccountSettings', body.updateCounterAccountSettingsBody);
  const [getCommunication, putCommunication] = documentRoutes('communication', 'getCommunicationSettings', 'updateCommunicationSettings', body.updateCommunicationSettingsBody);
  const [getPortal, putPortal] = documentRoutes('customer-portal', 'getCustomerPortalSettings', 'updateCustomerPortalSettings', body.updateCustomerPortalSettingsBody);
  const [getBookkeeping, putBookkeeping] = documentRoutes('bookkeeping', 'getBookkeepingSettings', 'updateBookkeepingSettings', body.updateBookkeepingSettingsBody);
  const [getExportCollection, putExportCollection] = documentRoutes('export-collection', 'getExportCollectionSettings', 'updateExportCollectionSettings', body.updateExportCollectionSettingsBody);
  const [getInvoiceExports, putInvoiceExports] = documentRoutes('invoice-exports', 'getInvoiceExportSettings', 'updateInvoiceExportSettings', body.updateInvoiceExportSettingsBody);
  const [getIntegrations, putIntegrations] = documentRoutes('integrations', 'getIntegrationSettings', 'updateIntegrationSettings', body.updateIntegrationSettingsBody);

  function customFieldRoutes(recordKind: 'customer' | 'invoice', getId: OperationId, putId: OperationId, schema: typeof body.updateCustomerCustomFieldSettingsBody) {
    const kind = `${recordKind}-custom-fields` as const;
    return [
      route(ctx, getId, (input) => withEtag(200, documentView(db, documentOf(db, scopeOf(input).administrationId, kind)))),
      route(
        ctx,
        putId,
        async (input) => {
          const { administrationId } = scopeOf(input);
          const record = documentOf(db, administrationId, kind);
          requireCurrentVersion(input.request, record, putId, () => documentView(db, record), 'The custom fields');
          const { items } = await jsonBody(input.request, schema);
          const errors: ProblemErrorsItem[] = [];
          items.forEach((item, index) => {
            if (items.findIndex((other) => other.key === item.key) !== index) errors.push({ field: `items.${index}.key`, message: 'Another field has this key.' });
            if (item.type === 'select' && item.options.length === 0) errors.push({ field: `items.${index}.options`, message: 'A choice list needs at least one option.' });
          });
          refuse(errors);
          for (const old of db.customFieldDefinitions.all().filter((d) => d.administrationId === administrationId && d.recordKind === recordKind)) db.customFieldDefinitions.delete(old);
          for (const item of items) {
            await db.customFieldDefinitions.create({ ...item, options: item.type === 'select' ? item.options : [], id: `${administrationId}-${recordKind}-${item.key}`, administrationId, recordKind });
          }
          return withEtag(200, documentView(db, await saveDocument(record, {})));
        },
        { mutates: true },
      ),
    ] as const;
  }
  const [getCustomerFields, putCustomerFields] = customFieldRoutes('customer', 'getCustomerCustomFieldSettings', 'updateCustomerCustomFieldSettings', body.updateCustomerCustomFieldSettingsBody);
  const [getInvoiceFields, putInvoiceFields] = customFieldRoutes('invoice', 'getInvoiceCustomFieldSettings', 'updateInvoiceCustomFieldSettings', body.updateInvoiceCustomFieldSettingsBody);

  function notificationOf(administrationId: string, id: string) {
    const record = db.notificationSettings.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Notification ${id} does not exist.`);
    return record;
  }
  function variableOf(administrationId: string, id: string) {
    const record = db.tailoredVariables.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(`Tailored variable ${id} does not exist.`);
    return record;
  }
  function requireFreeName(administrationId: string, name: string, except?: string) {
    const taken = db.tailoredVariables.all().some((v) => v.administrationId === administrationId && v.name === name && v.id !== except);
    refuse(taken ? [{ field: 'name', message: 'Another tailored variable has this name.' }] : []);
  }

  return [
    msw.getGetCounterAccountSettingsMockHandler(getCounter),
    msw.getUpdateCounterAccountSettingsMockHandler(putCounter),
    msw.getGetCommunicationSettingsMockHandler(getCommunication),
    msw.getUpdateCommunicationSettingsMockHandler(putCommunication),
    msw.getGetCustomerPortalSettingsMockHandler(getPortal),
    msw.getUpdateCustomerPortalSettingsMockHandler(putPortal),
    msw.getGetBookkeepingSettingsMockHandler(getBookkeeping),
    msw.getUpdateBookkeepingSettingsMockHandler(putBookkeeping),
    msw.getGetExportCollectionSettingsMockHandler(getExportCollection),
    msw.getUpdateExportCollectionSettingsMockHandler(putExportCollection),
    msw.getGetInvoiceExportSettingsMockHandler(getInvoiceExports),
    msw.getUpdateInvoiceExportSettingsMockHandler(putInvoiceExports),
    msw.getGetIntegrationSettingsMockHandler(getIntegrations),
    msw.getUpdateIntegrationSettingsMockHandler(putIntegrations),
    msw.getGetCustomerCustomFieldSettingsMockHandler(getCustomerFields),
    msw.getUpdateCustomerCustomFieldSettingsMockHandler(putCustomerFields),
    msw.getGetInvoiceCustomFieldSettingsMockHandler(getInvoiceFields),
    msw.getUpdateInvoiceCustomFieldSettingsMockHandler(putInvoiceFields),

    msw.getSyncBookkeepingMockHandler(
      route(
        ctx,
        'syncBookkeeping',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const view = await idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'syncBookkeeping' }, {}, ctx.options.now(), async () => {
            const record = documentOf(db, administrationId, 'bookkeeping');
            const data = JSON.parse(record.body) as Json & { sync: { state: string } };
            if (!data.provider || data.status === 'disconnected') throw unprocessable('No accounting package is connected.', [{ field: 'provider', message: 'Connect an accounting package first.' }]);
            if (data.sync.state === 'running') return documentView(db, record);
            return documentView(db, await saveDocument(record, { ...data, sync: { state: 'running', progress: 0, startedAt: now() } }));
          });
          return withEtag(202, view);
        },
        { mutates: true },
      ),
    ),
    msw.getDisconnectBookkeepingMockHandler(
      route(
        ctx,
        'disconnectBookkeeping',
        async (input) => {
          const record = documentOf(db, scopeOf(input).administrationId, 'bookkeeping');
          requireCurrentVersion(input.request, record, 'disconnectBookkeeping', () => documentView(db, record), 'The bookkeeping settings');
          const data = JSON.parse(record.body) as Json;
          if (data.status === 'disconnected') throw unprocessable('No accounting package is connected.');
          return withEtag(200, documentView(db, await saveDocument(record, { ...data, provider: null, status: 'disconnected', sync: { state: 'idle', progress: 0, startedAt: null } })));
        },
        { mutates: true },
      ),
    ),

    msw.getListNotificationSettingsMockHandler(
      route(ctx, 'listNotificationSettings', (input) => {
        const { administrationId } = scopeOf(input);
        const items = db.notificationSettings.all().filter((n) => n.administrationId === administrationId).sort((a, b) => a.order - b.order);
        return { items: items.map(notificationView) };
      }),
    ),
    msw.getGetNotificationSettingMockHandler(
      route(ctx, 'getNotificationSetting', (input) => {
        const record = notificationOf(scopeOf(input).administrationId, pathParam(input, 'id'));
        return withEtag(200, notificationView(record));
      }),
    ),
    msw.getUpdateNotificationSettingMockHandler(
      route(
        ctx,
        'updateNotificationSetting',
        async (input) => {
          const record = notificationOf(scopeOf(input).administrationId, pathParam(input, 'id'));
          requireCurrentVersion(input.request, record, 'updateNotificationSetting', () => notificationView(record), 'The notification');
          const write = await jsonBody(input.request, body.updateNotificationSettingBody);
          const recipients = [...new Set(write.recipients.map((r) => r.trim().toLowerCase()))];
          refuse(write.enabled && recipients.length === 0 ? [{ field: 'recipients', message: 'A notification that is on needs at least one recipient.' }] : []);
          const updated = await db.notificationSettings.update(record, {
            data(draft) {
              Object.assign(draft, write, { recipients, version: record.version + 1, updatedAt: now() });
            },
          });
          if (!updated) throw notFound('The notification does not exist.');
          return withEtag(200, notificationView(updated));
        },
        { mutates: true },
      ),
    ),

    msw.getListTailoredVariablesMockHandler(
      route(ctx, 'listTailoredVariables', (input) => {
        const { administrationId } = scopeOf(input);
        const items = db.tailoredVariables.all().filter((v) => v.administrationId === administrationId);
        return { items: items.sort((a, b) => a.label.localeCompare(b.label)).map(tailoredView) };
      }),
    ),
    msw.getCreateTailoredVariableMockHandler(
      route(
        ctx,
        'createTailoredVariable',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const write = await jsonBody(input.request, body.createTailoredVariableBody);
          requireFreeName(administrationId, write.name);
          const count = db.tailoredVariables.all().filter((v) => v.administrationId === administrationId).length;
          if (count >= 50) throw unprocessable('An administration has at most 50 tailored variables.');
          const id = `tv-${crypto.randomUUID().slice(0, 8)}`;
          const created = await db.tailoredVariables.create({ ...write, description: write.description ?? null, media: [...new Set(write.media)], id, administrationId, version: 1, updatedAt: now() });
          return answer(201, tailoredView(created), { ETag: etagOf(created), Location: `/administrations/${administrationId}/settings/tailored-variables/${id}` });
        },
        { mutates: true },
      ),
    ),
    msw.getUpdateTailoredVariableMockHandler(
      route(
        ctx,
        'updateTailoredVariable',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const record = variableOf(administrationId, pathParam(input, 'variableId'));
          requireCurrentVersion(input.request, record, 'updateTailoredVariable', () => tailoredView(record), `Tailored variable ${record.label}`);
          const write = await jsonBody(input.request, body.updateTailoredVariableBody);
          requireFreeName(administrationId, write.name, record.id);
          const updated = await db.tailoredVariables.update(record, {
            data(draft) {
              Object.assign(draft, write, { description: write.description ?? null, media: [...new Set(write.media)], version: record.version + 1, updatedAt: now() });
            },
          });
          if (!updated) throw notFound('The tailored variable does not exist.');
          return withEtag(200, tailoredView(updated));
        },
        { mutates: true },
      ),
    ),
    msw.getDeleteTailoredVariableMockHandler(
      route<void>(
        ctx,
        'deleteTailoredVariable',
        (input) => {
          const record = variableOf(scopeOf(input).administrationId, pathParam(input, 'variableId'));
          requireCurrentVersion(input.request, record, 'deleteTailoredVariable', () => tailoredView(record), `Tailored variable ${record.label}`);
          db.tailoredVariables.delete(record);
        },
        { mutates: true },
      ),
    ),
  ];
}
