import { isRecordId, recordIdOf } from './record-id';

describe('the id rule', () => {
  it('accepts 1 to 64 letters, digits, _ and -', () => {
    for (const id of ['cus-nl-0001', 'INV_2026-0042', '7', 'x'.repeat(64)]) expect(isRecordId(id), id).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of ['', 'x'.repeat(65), 'cus nl', '../x', 'ca/ll', '<b>', 'a.b', 'é', '%2F']) expect(isRecordId(id), id).toBe(false);
  });

  it('reads an id from the address: numbers as text, surrounding spaces dropped, anything else undefined', () => {
    expect(recordIdOf('call-7')).toBe('call-7');
    expect(recordIdOf('  call_7 ')).toBe('call_7');
    expect(recordIdOf(123)).toBe('123');
    for (const value of [undefined, null, '', '   ', 1.5, -3, Number.NaN, { id: 1 }, ['a'], 'x'.repeat(65), 'call 7']) {
      expect(recordIdOf(value), String(value)).toBeUndefined();
    }
  });
});
