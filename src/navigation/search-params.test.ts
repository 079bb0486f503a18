import { isPanelType, PANEL_TYPES } from '@/components/records/open-panels';
import { composerSearchSchema, debtorSearchSchema, invoiceSearchSchema, START_ACTIONS } from './search-params';

describe('debtor page search params', () => {
  it('keeps every known action and a call id', () => {
    for (const action of START_ACTIONS) {
      expect(debtorSearchSchema.parse({ action, callId: 'call-7' })).toEqual({ action, callId: 'call-7' });
    }
  });

  it('absent params mean none', () => {
    expect(debtorSearchSchema.parse({})).toEqual({});
  });

  it('drops an unknown action without failing', () => {
    expect(debtorSearchSchema.parse({ action: '<script>alert(1)</script>' }).action).toBeUndefined();
    expect(debtorSearchSchema.parse({ action: 'CALL' }).action).toBeUndefined();
    expect(debtorSearchSchema.parse({ action: ['call'] }).action).toBeUndefined();
  });

  it('trims a call id and keeps a numeric one as text', () => {
    expect(debtorSearchSchema.parse({ callId: '  call_7 ' }).callId).toBe('call_7');
    expect(debtorSearchSchema.parse({ callId: 123 }).callId).toBe('123');
  });

  it('drops a call id that is empty, too long or has other characters', () => {
    for (const callId of ['', '   ', 'x'.repeat(65), 'call 7', '<b>', '../x', 'ca/ll', 1.5, { id: 1 }, null]) {
      expect(debtorSearchSchema.parse({ callId }).callId, String(callId)).toBeUndefined();
    }
    expect(debtorSearchSchema.parse({ callId: 'x'.repeat(64) }).callId).toHaveLength(64);
  });

  it('drops unknown keys and keeps the valid ones when others are invalid', () => {
    expect(debtorSearchSchema.parse({ action: 'email', callId: '<x>', debug: true })).toEqual({ action: 'email' });
  });
});

describe('composer search params', () => {
  it('keeps an invoice id', () => {
    expect(composerSearchSchema.parse({ invoiceId: 'INV-1' })).toEqual({ invoiceId: 'INV-1' });
  });

  it('drops an invalid invoice id and unknown keys', () => {
    expect(composerSearchSchema.parse({ invoiceId: 'INV 1;drop', action: 'call' })).toEqual({});
  });
});

describe('invoice page search params', () => {
  it('keep a known action only', () => {
    for (const action of START_ACTIONS) expect(invoiceSearchSchema.parse({ action })).toEqual({ action });
    expect(invoiceSearchSchema.parse({ action: 'dispute', callId: 'call-7' })).toEqual({});
  });
});

describe('what an action opens', () => {
  it('every action is a panel beside the page, or a message written in the composer', () => {
    expect(START_ACTIONS.filter((action) => !isPanelType(action))).toEqual(['email', 'letter', 'sms']);
    expect(PANEL_TYPES.filter((type) => !(START_ACTIONS as readonly string[]).includes(type))).toEqual([]);
    expect(isPanelType(undefined)).toBe(false);
  });
});
