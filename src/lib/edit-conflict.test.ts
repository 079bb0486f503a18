import { compareEdits, reapplyMyChanges, sameValues } from './edit-conflict';

// A contact's form: text and checkboxes, compared strictly.
const BASE = { name: 'Marieke Jansen', phone: '', primary: false, 'receives.invoices': true };

describe('a conflict over any form (strict comparison)', () => {
  it('lists their changes beside mine, and puts mine on top of theirs', () => {
    const mine = { ...BASE, phone: '+31 6 1234 5678', primary: true };
    const theirs = { ...BASE, phone: '+31 6 8765 4321', 'receives.invoices': false };
    expect(compareEdits(BASE, mine, theirs)).toEqual({
      theirs: [
        { field: 'phone', before: '', theirs: '+31 6 8765 4321', mine: '+31 6 1234 5678', conflict: true, sameAsMine: false },
        { field: 'receives.invoices', before: true, theirs: false, mine: true, conflict: false, sameAsMine: false },
      ],
      mine: ['phone', 'primary'],
      conflicts: ['phone'],
    });
    expect(reapplyMyChanges(BASE, mine, theirs)).toEqual({ ...theirs, phone: '+31 6 1234 5678', primary: true });
  });

  it('finds nothing of theirs when they changed nothing the form holds', () => {
    expect(compareEdits(BASE, { ...BASE, name: 'M. Jansen' }, BASE).theirs).toEqual([]);
  });
});

describe('a newer version that changes none of the form\'s values', () => {
  it('is the same to the form: every field alike, by the form\'s own comparison', () => {
    expect(sameValues({ customer: 'D10001', invoices: 'A, B' }, { customer: 'D10001', invoices: 'A, B' })).toBe(true);
    expect(sameValues({ customer: 'D10001', invoices: 'A, B' }, { customer: 'D10001', invoices: 'A' })).toBe(false);
    // A field only one version has is a difference.
    expect(sameValues({ customer: 'D10001' }, { customer: 'D10001', issue: 'IS-1' })).toBe(false);
    const trimmed = (_field: string, left: unknown, right: unknown) => String(left).trim() === String(right).trim();
    expect(sameValues({ name: 'Acme ' }, { name: 'Acme' }, trimmed)).toBe(true);
  });
});
