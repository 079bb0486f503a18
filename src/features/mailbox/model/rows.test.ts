import { QueryClient } from '@tanstack/react-query';
import type { MailboxMessagePage, MailboxMessageSummary } from '@/api/generated/model';
import { replacedBy, updateMailboxRows, withStatus } from './rows';

const NOW = '2026-11-20T09:02:00.000Z';
const LIST = '/administrations/adm-nl-001/mailbox/messages';

function item(n: number, overrides: Partial<MailboxMessageSummary> = {}): MailboxMessageSummary {
  return {
    id: `mail-nl-${String(n).padStart(5, '0')}`,
    sender: { name: `Sender ${n}`, email: `s${n}@example.nl` },
    subject: `Re: Herinnering factuur 2026-${String(n).padStart(5, '0')}`,
    receivedAt: '2026-11-19T08:00:00.000Z',
    readDate: null,
    completed: false,
    invoices: [{ id: `inv-nl-${n}`, number: `2026-${n}` }],
    issueNumber: 'ISS-20431',
    customerNumber: 'D10042',
    customerId: 'cus-nl-0042',
    hasAttachments: false,
    ...overrides,
  };
}

/** Two cached pages of the Dutch mailbox and one of another administration. */
function cached() {
  const queryClient = new QueryClient();
  const pageOf = (items: MailboxMessageSummary[]) => ({ items, total: 11, page: 1, perPage: 10 }) as unknown as MailboxMessagePage;
  queryClient.setQueryData([LIST, { page: 1 }], pageOf([item(1, { readDate: '2026-11-19T10:00:00.000Z', completed: true }), item(2), item(3)]));
  queryClient.setQueryData([LIST, { page: 2 }], pageOf([item(11)]));
  queryClient.setQueryData(['/administrations/adm-gb-002/mailbox/messages', { page: 1 }], pageOf([item(1)]));
  const rows = (key: unknown[]) => queryClient.getQueryData<MailboxMessagePage>(key)?.items ?? [];
  return { queryClient, rows };
}

describe('mailbox rows: status changes show at once (SPEC §4)', () => {
  it('unread clears the read date and completed', () => {
    const { queryClient, rows } = cached();
    updateMailboxRows(queryClient, 'adm-nl-001', withStatus(['mail-nl-00001'], 'unread', NOW));
    expect(rows([LIST, { page: 1 }])[0]).toMatchObject({ readDate: null, completed: false, customerNumber: 'D10042', invoices: [{ number: '2026-1' }] });
  });

  it('read sets the read date to now and completed false, on every cached page of the administration only', () => {
    const { queryClient, rows } = cached();
    updateMailboxRows(queryClient, 'adm-nl-001', withStatus(['mail-nl-00002', 'mail-nl-00011'], 'read', NOW));
    expect(rows([LIST, { page: 1 }])[1]).toMatchObject({ readDate: NOW, completed: false, issueNumber: 'ISS-20431' });
    expect(rows([LIST, { page: 1 }])[2]?.readDate).toBeNull();
    expect(rows([LIST, { page: 2 }])[0]?.readDate).toBe(NOW);
    expect(rows(['/administrations/adm-gb-002/mailbox/messages', { page: 1 }])[0]?.readDate).toBeNull();
  });

  it('not relevant sets the read date, completed, and clears invoices, issue number and customer number', () => {
    const { queryClient, rows } = cached();
    updateMailboxRows(queryClient, 'adm-nl-001', withStatus(['mail-nl-00002'], 'not-relevant', NOW));
    expect(rows([LIST, { page: 1 }])[1]).toMatchObject({ readDate: NOW, completed: true, invoices: [], issueNumber: null, customerNumber: null });
    expect(rows([LIST, { page: 1 }])[2]?.customerNumber).toBe('D10042');
  });

  it('replaces a row with the server answer (after linking)', () => {
    const { queryClient, rows } = cached();
    updateMailboxRows(queryClient, 'adm-nl-001', replacedBy(item(3, { customerNumber: 'D10001', invoices: [] })));
    expect(rows([LIST, { page: 1 }])[2]).toMatchObject({ customerNumber: 'D10001', invoices: [] });
  });
});
