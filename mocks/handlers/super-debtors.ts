import {
  getAddSuperDebtorMemberMockHandler,
  getGetSuperDebtorMockHandler,
  getListSuperDebtorMembersMockHandler,
  getListSuperDebtorsMockHandler,
  getRemoveSuperDebtorMemberMockHandler,
} from '#api/generated/endpoints/super-debtors/super-debtors.msw';
import type {
  SuperDebtor,
  SuperDebtorMemberPage,
  SuperDebtorMemberSearchField,
  SuperDebtorMemberSortField,
  SuperDebtorPage,
  SuperDebtorSortField,
} from '#api/generated/model/index';
import {
  addSuperDebtorMemberBody,
  listSuperDebtorMembersQueryParams,
  listSuperDebtorsQueryParams,
} from '#api/generated/zod/super-debtors/super-debtors.zod';
import Big from 'big.js';
import type { MockDb } from '../db/db';
import type { SuperDebtorRecord } from '../db/receivables-schemas';
import type { HandlerContext } from './context';
import { filterAndSort, moneyTotals, paginate, type SortKind } from './list';
import { conflict, notFound } from './problem';
import {
  balancesOf,
  balanceView,
  currencyOf,
  customerStatus,
  findCustomer,
  findSuperDebtor,
  moneyOf,
  pageOf,
  patchRecord,
  recordsOf,
  sumBalances,
  today,
  type Today,
} from './receivables';
import { jsonBody, pathParam, queryParams, route, scopeOf } from './route';

const SORTS: Record<SuperDebtorSortField, { field: 'name' | 'number' | 'outstandingValue' | 'memberCount'; kind: SortKind; order: 'asc' | 'desc' }> = {
  name: { field: 'name', kind: 'text', order: 'asc' },
  number: { field: 'number', kind: 'text', order: 'asc' },
  outstanding: { field: 'outstandingValue', kind: 'money', order: 'desc' },
  members: { field: 'memberCount', kind: 'number', order: 'desc' },
};

type MemberRow = SuperDebtorMemberPage['items'][number] & { outstandingValue: string; overdueValue: string };

const MEMBER_SORTS: Record<SuperDebtorMemberSortField, { field: 'name' | 'number' | 'city' | 'outstandingValue' | 'overdueValue'; kind: SortKind; order: 'asc' | 'desc' }> = {
  name: { field: 'name', kind: 'text', order: 'asc' },
  number: { field: 'number', kind: 'text', order: 'asc' },
  city: { field: 'city', kind: 'text', order: 'asc' },
  outstanding: { field: 'outstandingValue', kind: 'money', order: 'desc' },
  overdue: { field: 'overdueValue', kind: 'money', order: 'desc' },
};

const MEMBER_SEARCH: Record<SuperDebtorMemberSearchField, 'name' | 'number' | 'city'> = { name: 'name', number: 'number', city: 'city' };

/** Every super debtor of an administration with its members' balances added up (one pass over the invoices). */
function superDebtorViews(db: MockDb, administrationId: string, now: Today, only?: SuperDebtorRecord): (SuperDebtor & { outstandingValue: string })[] {
  const currency = currencyOf(db, administrationId);
  const groups = only ? [only] : recordsOf(db.superDebtors.all(), administrationId);
  const members = recordsOf(db.customers.all(), administrationId).filter((c) => c.superDebtorId !== null && groups.some((g) => g.id === c.superDebtorId));
  const memberIds = new Set(members.map((m) => m.id));
  const balances = balancesOf(recordsOf(db.invoices.all(), administrationId).filter((invoice) => memberIds.has(invoice.customerId)), now);
  return groups.map((group) => {
    const ofGroup = members.filter((m) => m.superDebtorId === group.id);
    const total = sumBalances(ofGroup.map((m) => balances.get(m.id)));
    return {
      id: group.id,
      number: group.number,
      name: group.name,
      memberCount: ofGroup.length,
      outstanding: moneyOf(total.outstanding, currency),
      overdue: moneyOf(total.overdue, currency),
      balance: balanceView(total, currency),
      outstandingValue: total.outstanding.toFixed(2),
    };
  });
}

function superDebtorView(db: MockDb, group: SuperDebtorRecord, now: Today): SuperDebtor {
  const [view] = superDebtorViews(db, group.administrationId, now, group);
  if (!view) throw new Error(`no view of super debtor ${group.id}`);
  return view;
}

export function superDebtorHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;

  return [
    getListSuperDebtorsMockHandler(
      route<SuperDebtorPage>(ctx, 'listSuperDebtors', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, listSuperDebtorsQueryParams);
        const { page, perPage } = pageOf(query);
        const sort = SORTS[query['sort-by'] ?? 'name'];
        const matching = filterAndSort(superDebtorViews(db, administrationId, today(ctx)), {
          search: { fields: [query['search-field'] ?? 'name'], value: query['search-value'] },
          sort: { field: sort.field, order: query['sort-order'] ?? sort.order, kind: sort.kind },
        });
        // The sums cover every matching group, not only the page's.
        const totals = moneyTotals(matching, [
          { field: 'outstanding', money: (group) => group.outstanding },
          { field: 'overdue', money: (group) => group.overdue },
        ]);
        return { ...paginate(matching, { page, perPage }), totals };
      }),
    ),

    getGetSuperDebtorMockHandler(
      route<SuperDebtor>(ctx, 'getSuperDebtor', (input) => {
        const { administrationId } = scopeOf(input);
        const group = findSuperDebtor(db, administrationId, pathParam(input, 'superDebtorId'));
        return superDebtorView(db, group, today(ctx));
      }),
    ),

    getListSuperDebtorMembersMockHandler(
      route<SuperDebtorMemberPage>(ctx, 'listSuperDebtorMembers', (input) => {
        const { administrationId } = scopeOf(input);
        const group = findSuperDebtor(db, administrationId, pathParam(input, 'superDebtorId'));
        const query = queryParams(input.url, listSuperDebtorMembersQueryParams);
        const { page, perPage } = pageOf(query);
        const sort = MEMBER_SORTS[query['sort-by'] ?? 'name'];
        const now = today(ctx);
        const currency = currencyOf(db, administrationId);
        const members = recordsOf(db.customers.all(), administrationId).filter((c) => c.superDebtorId === group.id);
        const ids = new Set(members.map((m) => m.id));
        const balances = balancesOf(recordsOf(db.invoices.all(), administrationId).filter((i) => ids.has(i.customerId)), now);
        const rows = members.map((member): MemberRow => {
          const balance = balances.get(member.id);
          const view = balanceView(balance, currency);
          return {
            id: member.id,
            number: member.number,
            name: member.name,
            city: member.address.city,
            status: customerStatus(member, balance, now),
            ...view,
            outstandingValue: (balance?.outstanding ?? new Big(0)).toFixed(2),
            overdueValue: (balance?.overdue ?? new Big(0)).toFixed(2),
          };
        });
        // The sort keys (…Value) are the mock's own: the answer schema drops them.
        const matching = filterAndSort(rows, {
          search: { fields: [MEMBER_SEARCH[query['search-field'] ?? 'name']], value: query['search-value'] },
          sort: { field: sort.field, order: query['sort-order'] ?? sort.order, kind: sort.kind },
        });
        // The sums cover every matching member, not only the page's.
        const totals = moneyTotals(matching, [
          { field: 'outstanding', money: (member) => member.outstanding },
          { field: 'overdue', money: (member) => member.overdue },
          { field: 'disputed', money: (member) => member.disputed },
          { field: 'inArrangement', money: (member) => member.inArrangement },
        ]);
        return { ...paginate(matching, { page, perPage }), totals };
      }),
    ),

    getAddSuperDebtorMemberMockHandler(
      route<SuperDebtor>(
        ctx,
        'addSuperDebtorMember',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const group = findSuperDebtor(db, administrationId, pathParam(input, 'superDebtorId'));
          const body = await jsonBody(input.request, addSuperDebtorMemberBody);
          const customer = findCustomer(db, administrationId, body.customerId);
          if (customer.superDebtorId !== null && customer.superDebtorId !== group.id) {
            const other = db.superDebtors.findFirst((q) => q.where({ id: customer.superDebtorId ?? '' }));
            throw conflict(`Customer ${customer.number} already belongs to super debtor ${other?.name ?? customer.superDebtorId}.`);
          }
          if (customer.superDebtorId !== group.id) patchRecord(customer, { superDebtorId: group.id, version: customer.version + 1 });
          return superDebtorView(db, group, today(ctx));
        },
        { mutates: true },
      ),
    ),

    getRemoveSuperDebtorMemberMockHandler(
      route<void>(
        ctx,
        'removeSuperDebtorMember',
        (input) => {
          const { administrationId } = scopeOf(input);
          const group = findSuperDebtor(db, administrationId, pathParam(input, 'superDebtorId'));
          const customerId = pathParam(input, 'customerId');
          const customer = db.customers.findFirst((q) => q.where({ id: customerId, administrationId }));
          if (!customer || customer.superDebtorId !== group.id) throw notFound(`Customer ${customerId} is not a member of super debtor ${group.name}.`);
          patchRecord(customer, { superDebtorId: null, version: customer.version + 1 });
        },
        { mutates: true },
      ),
    ),
  ];
}
