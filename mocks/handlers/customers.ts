import {
  getBulkPauseCustomersDunningMockHandler,
  getBulkResumeCustomersDunningMockHandler,
  getCreateCustomerContactMockHandler,
  getDeleteCustomerContactMockHandler,
  getGetCustomerMockHandler,
  getListCustomerContactsMockHandler,
  getListCustomerCustomFieldsMockHandler,
  getListCustomersMockHandler,
  getListTagsMockHandler,
  getPauseCustomerDunningMockHandler,
  getResumeCustomerDunningMockHandler,
  getUpdateCustomerContactMockHandler,
  getUpdateCustomerMockHandler,
} from '#api/generated/endpoints/customers/customers.msw';
import type {
  BulkResult,
  Contact,
  ContactList,
  Customer,
  CustomerFilter,
  CustomerPage,
  CustomerSortField,
  CustomFieldDefinitionList,
  TagUsageList,
} from '#api/generated/model/index';
import {
  bulkPauseCustomersDunningBody,
  bulkResumeCustomersDunningBody,
  createCustomerContactBody,
  listCustomersQueryParams,
  pauseCustomerDunningBody,
  updateCustomerBody,
  updateCustomerContactBody,
} from '#api/generated/zod/customers/customers.zod';
import type { MockDb } from '../db/db';
import type { ContactRecord, CustomerRecord } from '../db/receivables-schemas';
import { answer } from './answers';
import type { HandlerContext } from './context';
import { compareDecimals, filterAndSort, moneyTotals, paginate, type SortKind } from './list';
import { keptIndex } from './list-index';
import { badRequest, notFound, unprocessable } from './problem';
import {
  anyTag,
  balancesOf,
  currencyOf,
  customerSummary,
  customerView,
  etagOf,
  findCustomer,
  groupNamesOf,
  idempotent,
  inAmountRange,
  mergeCustomFields,
  pageOf,
  patchRecord,
  pauseChanges,
  recordsOf,
  requireCurrentVersion,
  pauseFrom,
  requireRange,
  resolveTarget,
  today,
  type Today,
} from './receivables';
import { jsonBody, pathParam, queryParams, requireUnique, route, scopeOf } from './route';

type CustomerRow = ReturnType<typeof customerSummary> & { record: CustomerRecord; outstandingValue: string; overdueValue: string };

const SEARCH_FIELDS = { name: 'name', number: 'number', email: 'email', city: 'city' } as const;
const SORTS: Record<CustomerSortField, { field: 'name' | 'number' | 'outstandingValue' | 'overdueValue' | 'city'; kind: SortKind; order: 'asc' | 'desc' }> = {
  name: { field: 'name', kind: 'text', order: 'asc' },
  number: { field: 'number', kind: 'text', order: 'asc' },
  outstanding: { field: 'outstandingValue', kind: 'money', order: 'desc' },
  overdue: { field: 'overdueValue', kind: 'money', order: 'desc' },
  city: { field: 'city', kind: 'text', order: 'asc' },
};

/** Every customer of an administration as a list row on the day, in collection order; kept (./list-index.ts). */
function customerRows(db: MockDb, administrationId: string, now: Today): CustomerRow[] {
  return keptIndex(db, `customer rows ${administrationId} ${now.day}`, countsOf(db), () => {
    const currency = currencyOf(db, administrationId);
    const balances = balancesOf(recordsOf(db.invoices.all(), administrationId), now);
    const groups = groupNamesOf(db, administrationId);
    return recordsOf(db.customers.all(), administrationId).map((record) => {
      const summary = customerSummary(record, balances.get(record.id), groups, currency, now);
      return { ...summary, record, outstandingValue: summary.outstanding.amount, overdueValue: summary.overdue.amount };
    });
  });
}

const countsOf = (db: MockDb) => [db.customers.count(), db.invoices.count(), db.superDebtors.count()];

/** The filter as one test of a row; undefined when it filters nothing. */
function customerPredicate(filter: CustomerFilter): ((row: CustomerRow) => boolean) | undefined {
  requireRange(filter['amount-min'], filter['amount-max'], 'amount-max', compareDecimals);
  const statuses = filter.status && filter.status.length > 0 ? new Set(filter.status) : undefined;
  const tags = filter.tag && filter.tag.length > 0 ? filter.tag : undefined;
  const { 'amount-min': min, 'amount-max': max } = filter;
  const needle = filter['search-value']?.trim().toLocaleLowerCase() || undefined;
  const searchField = SEARCH_FIELDS[filter['search-field'] ?? 'name'];
  if ([statuses, tags, min, max, needle].every((criterion) => criterion === undefined)) return undefined;
  return (row) =>
    (!tags || anyTag(row.record.tags, tags)) &&
    (!statuses || statuses.has(row.status)) &&
    inAmountRange(row.outstanding.amount, min, max) &&
    (!needle || (row[searchField]?.toLocaleLowerCase().includes(needle) ?? false));
}

/** The customers of an administration the filter matches, as list rows, in collection order. */
export function matchCustomers(db: MockDb, administrationId: string, filter: CustomerFilter, now: Today): CustomerRow[] {
  const matches = customerPredicate(filter);
  const rows = customerRows(db, administrationId, now);
  return matches ? rows.filter(matches) : [...rows];
}

/** Every row in the order asked for; kept like the rows. */
function customerOrder(db: MockDb, administrationId: string, sortBy: CustomerSortField, order: 'asc' | 'desc', now: Today): CustomerRow[] {
  return keptIndex(db, `customer order ${administrationId} ${now.day} ${sortBy} ${order}`, countsOf(db), () => {
    const sort = SORTS[sortBy];
    const admin = db.administrations.findFirst((q) => q.where({ id: administrationId }));
    return filterAndSort(customerRows(db, administrationId, now), { sort: { field: sort.field, order, kind: sort.kind }, locale: admin?.language ?? 'en' });
  });
}

/** A contact as answered: its version as the etag (the ETag header too, when it is the answer). */
const contactView = (record: ContactRecord): Contact => ({ ...record, etag: etagOf(record) });
const contactAnswer = (status: 200 | 201, record: ContactRecord) => answer(status, contactView(record), { ETag: etagOf(record) });

function sortContacts(contacts: ContactRecord[]): ContactRecord[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return contacts.sort((a, b) => Number(b.primary) - Number(a.primary) || collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
}

export function customerHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const withEtag = (view: Customer) => answer(200, view, { ETag: view.etag });

  const contactsOf = (customer: CustomerRecord) => db.contacts.all().filter((c) => c.customerId === customer.id && c.administrationId === customer.administrationId);

  function findContact(customer: CustomerRecord, id: string) {
    const contact = db.contacts.findFirst((q) => q.where({ id, customerId: customer.id, administrationId: customer.administrationId }));
    if (!contact) throw notFound(`Contact ${id} does not exist.`);
    return contact;
  }

  /** Moves the primary flag to `contact`; the one that loses it is changed too (a new version). */
  function makePrimary(customer: CustomerRecord, contactId: string): void {
    for (const other of contactsOf(customer)) if (other.id !== contactId && other.primary) patchRecord(other, { primary: false, version: other.version + 1 });
  }
  const describeContact = (contact: ContactRecord) => `Contact ${contact.name}`;

  const describe = (id: string) => `Customer ${id}`;
  const pauseRefusal = (customer: CustomerRecord) => (customer.closed ? `Customer ${customer.number} is closed.` : undefined);

  return [
    getListCustomersMockHandler(
      route<CustomerPage>(ctx, 'listCustomers', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listCustomersQueryParams);
        const { page, perPage } = pageOf(query);
        const now = today(ctx);
        const sortBy = query['sort-by'] ?? 'name';
        const ordered = input.timing.measure('sort', () => customerOrder(db, administrationId, sortBy, query['sort-order'] ?? SORTS[sortBy].order, now));
        const matches = customerPredicate(query);
        const rows = input.timing.measure('filter', () => (matches ? ordered.filter(matches) : ordered));
        // The sums cover every matching customer, not only the page's.
        const totals = input.timing.measure('totals', () =>
          moneyTotals(rows, [
            { field: 'outstanding', money: (row) => row.outstanding },
            { field: 'overdue', money: (row) => row.overdue },
          ]),
        );
        // The rows carry sort helpers and the record; the answer schema keeps the summary's fields only.
        return input.timing.measure('page', () => ({ ...paginate(rows, { page, perPage }), totals }));
      }),
    ),

    getGetCustomerMockHandler(
      route<Customer>(ctx, 'getCustomer', (input) => {
        const { administrationId } = scopeOf(input);
        return withEtag(customerView(db, findCustomer(db, administrationId, pathParam(input, 'customerId')), today(ctx)));
      }),
    ),

    getUpdateCustomerMockHandler(
      route<Customer>(
        ctx,
        'updateCustomer',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
          requireCurrentVersion(input.request, customer, 'updateCustomer', () => customerView(db, customer, now), `Customer ${customer.number}`);
          const body = await jsonBody(input.request, updateCustomerBody);
          requireUnique('tags', body.tags);
          if (!Number.isInteger(body.paymentTermDays)) throw badRequest([{ field: 'paymentTermDays', message: 'Expected an integer' }]);
          const currency = currencyOf(db, administrationId);
          if (body.creditLimit && body.creditLimit.currency !== currency) {
            throw unprocessable(`The credit limit must be in ${currency}, the administration's currency.`, [{ field: 'creditLimit.currency', message: `Expected ${currency}` }]);
          }
          if (body.creditLimit && (compareDecimals(body.creditLimit.amount, '0') ?? 0) < 0) {
            throw unprocessable('A credit limit cannot be negative.', [{ field: 'creditLimit.amount', message: 'Number must be greater than or equal to 0' }]);
          }
          const customFields = mergeCustomFields(db, administrationId, 'customer', customer.customFields, body.customFields);
          patchRecord(customer, {
            name: body.name.trim(),
            kind: body.kind,
            email: body.email,
            phone: body.phone?.trim() || null,
            address: { ...body.address },
            language: body.language,
            tone: body.tone,
            paymentTermDays: body.paymentTermDays,
            creditLimit: body.creditLimit ? body.creditLimit.amount : null,
            tags: [...body.tags],
            customFields,
            version: customer.version + 1,
          });
          return withEtag(customerView(db, customer, now));
        },
        { mutates: true },
      ),
    ),

    getPauseCustomerDunningMockHandler(
      route<Customer>(
        ctx,
        'pauseCustomerDunning',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
          requireCurrentVersion(input.request, customer, 'pauseCustomerDunning', () => customerView(db, customer, now), `Customer ${customer.number}`);
          const body = await jsonBody(input.request, pauseCustomerDunningBody);
          const pause = pauseFrom(body, input.user, now, ctx.options.now());
          const refusal = pauseRefusal(customer);
          if (refusal) throw unprocessable(`${refusal} A closed customer has no dunning to pause.`);
          patchRecord(customer, pauseChanges(customer, input.user, ctx.options.now(), pause));
          return withEtag(customerView(db, customer, now));
        },
        { mutates: true },
      ),
    ),

    getResumeCustomerDunningMockHandler(
      route<Customer>(
        ctx,
        'resumeCustomerDunning',
        (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
          requireCurrentVersion(input.request, customer, 'resumeCustomerDunning', () => customerView(db, customer, now), `Customer ${customer.number}`);
          if (customer.closed) throw unprocessable(`Customer ${customer.number} is closed; there is no dunning to resume.`);
          if (customer.dunningPaused) patchRecord(customer, pauseChanges(customer, input.user, ctx.options.now(), null));
          return withEtag(customerView(db, customer, now));
        },
        { mutates: true },
      ),
    ),

    getBulkPauseCustomersDunningMockHandler(
      route<BulkResult>(
        ctx,
        'bulkPauseCustomersDunning',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const body = await jsonBody(input.request, bulkPauseCustomersDunningBody);
          const pause = pauseFrom(body, input.user, now, ctx.options.now());
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkPauseCustomersDunning' }, body, ctx.options.now(), () => {
            const all = recordsOf(db.customers.all(), administrationId);
            const target = resolveTarget(body.target, all, (filter) => matchCustomers(db, administrationId, filter, now).map((row) => row.record), describe);
            const failed = [...target.failed];
            let succeeded = 0;
            for (const customer of target.records) {
              const refusal = pauseRefusal(customer);
              if (refusal) {
                failed.push({ id: customer.id, reason: refusal });
                continue;
              }
              patchRecord(customer, pauseChanges(customer, input.user, ctx.options.now(), pause));
              succeeded += 1;
            }
            return { requested: target.requested, succeeded, failed };
          });
        },
        { mutates: true },
      ),
    ),

    getBulkResumeCustomersDunningMockHandler(
      route<BulkResult>(
        ctx,
        'bulkResumeCustomersDunning',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const now = today(ctx);
          const body = await jsonBody(input.request, bulkResumeCustomersDunningBody);
          return idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'bulkResumeCustomersDunning' }, body, ctx.options.now(), () => {
            const all = recordsOf(db.customers.all(), administrationId);
            const target = resolveTarget(body.target, all, (filter) => matchCustomers(db, administrationId, filter, now).map((row) => row.record), describe);
            const failed = [...target.failed];
            let succeeded = 0;
            for (const customer of target.records) {
              if (customer.closed) {
                failed.push({ id: customer.id, reason: `Customer ${customer.number} is closed.` });
                continue;
              }
              if (customer.dunningPaused) patchRecord(customer, pauseChanges(customer, input.user, ctx.options.now(), null));
              succeeded += 1;
            }
            return { requested: target.requested, succeeded, failed };
          });
        },
        { mutates: true },
      ),
    ),

    getListCustomerContactsMockHandler(
      route<ContactList>(ctx, 'listCustomerContacts', (input) => {
        const { administrationId } = scopeOf(input);
        const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
        return { items: sortContacts(contactsOf(customer)).map(contactView) };
      }),
    ),

    getCreateCustomerContactMockHandler(
      route<Contact>(
        ctx,
        'createCustomerContact',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
          const body = await jsonBody(input.request, createCustomerContactBody);
          requireUnique('receives', body.receives);
          // The first contact is the primary one whatever was asked.
          const primary = body.primary || contactsOf(customer).length === 0;
          const record: ContactRecord = {
            id: `con-${crypto.randomUUID()}`,
            administrationId,
            customerId: customer.id,
            name: body.name.trim(),
            function: body.function?.trim() || null,
            email: body.email ?? null,
            phone: body.phone?.trim() || null,
            primary,
            receives: [...body.receives],
            version: 1,
          };
          if (primary) makePrimary(customer, record.id);
          await db.contacts.create(record);
          return contactAnswer(201, record);
        },
        { mutates: true },
      ),
    ),

    getUpdateCustomerContactMockHandler(
      route<Contact>(
        ctx,
        'updateCustomerContact',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
          const contact = findContact(customer, pathParam(input, 'contactId'));
          requireCurrentVersion(input.request, contact, 'updateCustomerContact', () => contactView(contact), describeContact(contact));
          const body = await jsonBody(input.request, updateCustomerContactBody);
          requireUnique('receives', body.receives);
          if (contact.primary && !body.primary) {
            throw unprocessable('A customer with contacts has exactly one primary contact: mark another contact primary instead.', [{ field: 'primary', message: 'Mark another contact primary instead' }]);
          }
          if (body.primary) makePrimary(customer, contact.id);
          patchRecord(contact, {
            name: body.name.trim(),
            function: body.function?.trim() || null,
            email: body.email ?? null,
            phone: body.phone?.trim() || null,
            primary: body.primary,
            receives: [...body.receives],
            version: contact.version + 1,
          });
          return contactAnswer(200, contact);
        },
        { mutates: true },
      ),
    ),

    getDeleteCustomerContactMockHandler(
      route<void>(
        ctx,
        'deleteCustomerContact',
        (input) => {
          const { administrationId } = scopeOf(input);
          const customer = findCustomer(db, administrationId, pathParam(input, 'customerId'));
          const contact = findContact(customer, pathParam(input, 'contactId'));
          requireCurrentVersion(input.request, contact, 'deleteCustomerContact', () => contactView(contact), describeContact(contact));
          if (contact.primary && contactsOf(customer).length > 1) {
            throw unprocessable('The primary contact can only be deleted when it is the last one: mark another contact primary first.');
          }
          db.contacts.delete(contact);
        },
        { mutates: true },
      ),
    ),

    getListCustomerCustomFieldsMockHandler(
      route<CustomFieldDefinitionList>(ctx, 'listCustomerCustomFields', (input) => {
        const { administrationId } = scopeOf(input);
        return { items: db.customFieldDefinitions.all().filter((d) => d.administrationId === administrationId && d.recordKind === 'customer') };
      }),
    ),

    getListTagsMockHandler(
      route<TagUsageList>(ctx, 'listTags', (input) => {
        const { administrationId } = scopeOf(input);
        return { items: tagUsage(recordsOf(db.customers.all(), administrationId), recordsOf(db.invoices.all(), administrationId)) };
      }),
    ),
  ];
}

/** How many customers and invoices carry each tag, by name (a list's tag filter offers these). */
function tagUsage(customers: readonly { tags: readonly string[] }[], invoices: readonly { tags: readonly string[] }[]): TagUsageList['items'] {
  const usage = new Map<string, { customers: number; invoices: number }>();
  const count = (records: readonly { tags: readonly string[] }[], kind: 'customers' | 'invoices') => {
    for (const record of records) {
      for (const name of record.tags) {
        const entry = usage.get(name) ?? { customers: 0, invoices: 0 };
        entry[kind] += 1;
        usage.set(name, entry);
      }
    }
  };
  count(customers, 'customers');
  count(invoices, 'invoices');
  return [...usage].map(([name, counts]) => ({ name, ...counts })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
