import { describe, expect, it } from 'vitest';
import { createMockServer } from '../node';
import { applyPausingRules, isDisputed } from './pausing';

const NL = 'adm-nl-001';

describe('pausing rules: disputed', () => {
  it('keeps an invoice disputed while another open issue still covers it, and frees it when the last one closes', async () => {
    const { store } = createMockServer();
    await store.ready;
    const { db } = store;
    const invoice = db.invoices.findMany((q) => q.where({ administrationId: NL })).find((i) => !i.disputed && Number(i.outstanding) > 0);
    if (!invoice) throw new Error('no open undisputed invoice in the seed');
    const base = db.issues.findMany((q) => q.where({ administrationId: NL }))[0];
    if (!base) throw new Error('no seeded issue');
    const make = (id: string) => db.issues.create({ ...base, id, number: id, customerId: invoice.customerId, invoiceIds: [invoice.id], status: 'open' });
    const first = await make('iss-test-1');
    const second = await make('iss-test-2');
    await applyPausingRules(db, NL, [invoice.id]);
    expect(db.invoices.findFirst((q) => q.where({ id: invoice.id }))?.disputed).toBe(true);

    await db.issues.update(first, { data: (draft) => void (draft.status = 'resolved') });
    await applyPausingRules(db, NL, [invoice.id]);
    const stillCovered = db.invoices.findFirst((q) => q.where({ id: invoice.id }));
    expect(stillCovered?.disputed).toBe(true);
    expect(stillCovered && isDisputed(db, stillCovered)).toBe(true);

    await db.issues.update(second, { data: (draft) => void (draft.status = 'rejected') });
    await applyPausingRules(db, NL, [invoice.id]);
    expect(db.invoices.findFirst((q) => q.where({ id: invoice.id }))?.disputed).toBe(false);
  });

  it('does not count an in-progress issue of another invoice', async () => {
    const { store } = createMockServer();
    await store.ready;
    const { db } = store;
    const invoice = db.invoices.findMany((q) => q.where({ administrationId: NL })).find((i) => !i.disputed);
    if (!invoice) throw new Error('no undisputed invoice');
    expect(isDisputed(db, invoice)).toBe(false);
    const disputed = db.invoices.findMany((q) => q.where({ administrationId: NL })).find((i) => i.disputed);
    if (!disputed) throw new Error('no disputed invoice');
    expect(isDisputed(db, disputed)).toBe(true);
  });
});
