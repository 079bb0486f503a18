import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListInvoicesParams } from './generated/model';
import * as customers from './generated/endpoints/customers/customers';
import * as invoices from './generated/endpoints/invoices/invoices';
import * as superDebtors from './generated/endpoints/super-debtors/super-debtors';
import * as templates from './generated/endpoints/templates/templates';
import { QueryClient } from '@tanstack/react-query';
import { prefetchRecordNotes, readQuery } from './read-query';

const fetched: string[] = [];
vi.mock('./client', () => ({
  apiFetch: (url: string) => {
    fetched.push(url);
    return Promise.resolve({});
  },
}));

async function urlOf(options: { queryFn?: unknown }): Promise<string> {
  fetched.length = 0;
  const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  await queryFn({ signal: new AbortController().signal });
  return fetched[0]!;
}

beforeEach(() => {
  fetched.length = 0;
});

// The route loaders' reads must land where the screens' generated hooks look: same key, same URL.
describe('readQuery matches the generated hook of the same operation', () => {
  it('a list with paging, sort, search and exploded filters', async () => {
    const query: ListInvoicesParams = {
      page: 2,
      'per-page': 50,
      'sort-by': 'due-date',
      'sort-order': 'asc',
      'search-field': 'number',
      'search-value': 'INV-2026',
      status: ['open', 'overdue'],
      'amount-min': '100.50',
    };
    const options = readQuery('/administrations/{administrationId}/invoices', { administrationId: 'adm-nl-001' }, query);
    expect(options.queryKey).toEqual(invoices.getListInvoicesQueryKey('adm-nl-001', query));
    expect(await urlOf(options)).toBe(invoices.getListInvoicesUrl('adm-nl-001', query));
    expect(await urlOf(options)).toContain('status=open&status=overdue');
  });

  it('lists without a query', async () => {
    const options = readQuery('/administrations/{administrationId}/customers', { administrationId: 'adm-gb-001' });
    expect(options.queryKey).toEqual(customers.getListCustomersQueryKey('adm-gb-001'));
    expect(await urlOf(options)).toBe(customers.getListCustomersUrl('adm-gb-001'));
    const superDebtorList = readQuery('/administrations/{administrationId}/super-debtors', { administrationId: 'adm-gb-001' }, { page: 1 });
    expect(superDebtorList.queryKey).toEqual(superDebtors.getListSuperDebtorsQueryKey('adm-gb-001', { page: 1 }));
  });

  it('records by id, and the templates list', async () => {
    const customer = readQuery('/administrations/{administrationId}/customers/{customerId}', { administrationId: 'adm-nl-001', customerId: 'cus-nl-0001' });
    expect(customer.queryKey).toEqual(customers.getGetCustomerQueryKey('adm-nl-001', 'cus-nl-0001'));
    expect(await urlOf(customer)).toBe(customers.getGetCustomerUrl('adm-nl-001', 'cus-nl-0001'));
    const invoice = readQuery('/administrations/{administrationId}/invoices/{invoiceId}', { administrationId: 'adm-nl-001', invoiceId: 'inv-nl-000001' });
    expect(invoice.queryKey).toEqual(invoices.getGetInvoiceSuspenseQueryOptions('adm-nl-001', 'inv-nl-000001').queryKey);
    const list = readQuery('/administrations/{administrationId}/templates', { administrationId: 'adm-nl-001' }, { name: 'first reminder', 'sort-by': 'name' });
    expect(list.queryKey).toEqual(templates.getListTemplatesQueryKey('adm-nl-001', { name: 'first reminder', 'sort-by': 'name' }));
    expect(await urlOf(list)).toBe(templates.getListTemplatesUrl('adm-nl-001', { name: 'first reminder', 'sort-by': 'name' }));
  });

  it('refuses a template whose parameter has no value', () => {
    expect(() => readQuery('/administrations/{administrationId}/customers/{customerId}', { administrationId: 'adm-nl-001' } as never)).toThrow(
      /no value for \{customerId\}/,
    );
  });
});

describe('prefetchRecordNotes', () => {
  it("starts a record's files and comments under the generated hooks' keys", async () => {
    const queryClient = new QueryClient();
    prefetchRecordNotes(queryClient, '/administrations/adm-nl-001/invoices/inv-nl-000001');
    prefetchRecordNotes(queryClient, '/administrations/adm-nl-001/super-debtors/sd-nl-01');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const keys = queryClient.getQueryCache().getAll().map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        [...invoices.getListInvoiceAttachmentsQueryKey('adm-nl-001', 'inv-nl-000001')],
        [...invoices.getListInvoiceCommentsQueryKey('adm-nl-001', 'inv-nl-000001')],
        [...superDebtors.getListSuperDebtorAttachmentsQueryKey('adm-nl-001', 'sd-nl-01')],
        [...superDebtors.getListSuperDebtorCommentsQueryKey('adm-nl-001', 'sd-nl-01')],
      ]),
    );
    expect(fetched).toEqual(
      expect.arrayContaining([invoices.getListInvoiceAttachmentsUrl('adm-nl-001', 'inv-nl-000001'), superDebtors.getListSuperDebtorCommentsUrl('adm-nl-001', 'sd-nl-01')]),
    );
  });
});
