import { compareEdits, reapplyMyChanges } from '@/lib/edit-conflict';
import { sameFieldValue } from './customer-form';

const same = (field: string, a: unknown, b: unknown) => sameFieldValue(field, a, b, 'nl');

const BASE = { name: 'Acme B.V.', email: 'info@acme.nl', phone: '', creditLimit: '15000.00', tags: 'horeca', paymentTermDays: 30, 'customFields.regio': 'Noord' };

describe('compareEdits', () => {
  it('lists what they changed, with the value before, theirs and mine; what I changed; and where we both changed a field differently', () => {
    const mine = { ...BASE, name: 'Acme Holding B.V.', phone: '+31 20 123 4567', paymentTermDays: 14 };
    const theirs = { ...BASE, name: 'Acme Groep B.V.', email: 'debiteuren@acme.nl', phone: '+31 20 123 4567', 'customFields.regio': 'Zuid' };
    const comparison = compareEdits(BASE, mine, theirs, same);
    expect(comparison.mine).toEqual(['name', 'phone', 'paymentTermDays']);
    expect(comparison.conflicts).toEqual(['name']);
    expect(comparison.theirs).toEqual([
      { field: 'name', before: 'Acme B.V.', theirs: 'Acme Groep B.V.', mine: 'Acme Holding B.V.', conflict: true, sameAsMine: false },
      { field: 'email', before: 'info@acme.nl', theirs: 'debiteuren@acme.nl', mine: 'info@acme.nl', conflict: false, sameAsMine: false },
      { field: 'phone', before: '', theirs: '+31 20 123 4567', mine: '+31 20 123 4567', conflict: false, sameAsMine: true },
      { field: 'customFields.regio', before: 'Noord', theirs: 'Zuid', mine: 'Noord', conflict: false, sameAsMine: false },
    ]);
  });

  it('does not count a change that means the same (amount notation, tag order, spaces)', () => {
    const mine = { ...BASE, creditLimit: '15.000', tags: ' horeca ' };
    const theirs = { ...BASE, tags: 'horeca' };
    expect(compareEdits(BASE, mine, theirs, same)).toEqual({ theirs: [], mine: [], conflicts: [] });
    expect(compareEdits({ tags: 'a, b' }, { tags: 'b,a' }, { tags: 'a,b,c' }, same).theirs.map((c) => c.field)).toEqual(['tags']);
  });

  it('sees nothing changed by them when only what the form does not hold changed (e.g. dunning)', () => {
    const mine = { ...BASE, name: 'Mine' };
    expect(compareEdits(BASE, mine, BASE, same)).toEqual({ theirs: [], mine: ['name'], conflicts: [] });
  });

  it('takes fields present in only one version into account (a custom field defined meanwhile)', () => {
    const theirs = { ...BASE, 'customFields.nieuw': 'x' };
    expect(compareEdits(BASE, BASE, theirs, same).theirs).toEqual([
      { field: 'customFields.nieuw', before: undefined, theirs: 'x', mine: undefined, conflict: false, sameAsMine: false },
    ]);
  });

  it('compares strictly without a comparator', () => {
    expect(compareEdits({ a: 1 }, { a: 1 }, { a: '1' }).theirs.map((c) => c.field)).toEqual(['a']);
  });
});

describe('reapplyMyChanges', () => {
  it('keeps their changes and puts mine on top; where both changed a field mine wins', () => {
    const mine = { ...BASE, name: 'Acme Holding B.V.', paymentTermDays: 14 };
    const theirs = { ...BASE, name: 'Acme Groep B.V.', email: 'debiteuren@acme.nl', 'customFields.regio': 'Zuid' };
    expect(reapplyMyChanges(BASE, mine, theirs, same)).toEqual({
      ...BASE,
      name: 'Acme Holding B.V.',
      email: 'debiteuren@acme.nl',
      paymentTermDays: 14,
      'customFields.regio': 'Zuid',
    });
  });

  it('does not overwrite their value with mine where I only rewrote the same value', () => {
    const mine = { ...BASE, creditLimit: '15.000,00' };
    const theirs = { ...BASE, creditLimit: '20000.00' };
    expect(reapplyMyChanges(BASE, mine, theirs, same).creditLimit).toBe('20000.00');
  });

  it('after re-applying, only my changes are left against the latest version, and no conflict', () => {
    const mine = { ...BASE, name: 'Mine', tags: 'horeca, vip' };
    const theirs = { ...BASE, name: 'Theirs', phone: '010-1234567' };
    const next = reapplyMyChanges(BASE, mine, theirs, same);
    expect(compareEdits(theirs, next, theirs, same)).toEqual({ theirs: [], mine: ['name', 'tags'], conflicts: [] });
  });
});
