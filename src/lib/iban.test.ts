import { compactIban, formatIban, ibanProblem, ibanRemainder, isValidBic, isValidIban } from './iban';

describe('IBAN (ISO 13616 mod-97)', () => {
  it.each([
    'NL91 ABNA 0417 1643 00',
    'GB33 BUKB 2020 1555 5555 55',
    'DE89 3704 0044 0532 0130 00',
    'BE68 5390 0754 7034',
    'FR14 2004 1010 0505 0001 3M02 606',
    'nl91abna0417164300',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
    expect(ibanRemainder(compactIban(iban))).toBe(1);
  });

  it('refuses a changed digit or two swapped ones by the checksum', () => {
    expect(ibanProblem('NL91 ABNA 0417 1643 01')).toBe('checksum');
    expect(ibanProblem('NL91 ABNA 0417 1634 00')).toBe('checksum');
    expect(ibanProblem('NL19 ABNA 0417 1643 00')).toBe('checksum');
  });

  it('says what is wrong besides the checksum', () => {
    expect(ibanProblem('1234')).toBe('format');
    expect(ibanProblem('XX91 ABNA 0417 1643 00')).toBe('country');
    expect(ibanProblem('NL91 ABNA 0417 1643 0')).toBe('length');
  });

  it('prints in groups of four', () => {
    expect(formatIban('gb33bukb20201555555555')).toBe('GB33 BUKB 2020 1555 5555 55');
  });
});

describe('BIC (ISO 9362)', () => {
  it('takes 8 or 11 characters', () => {
    expect(isValidBic('ABNANL2A')).toBe(true);
    expect(isValidBic('BUKBGB22XXX')).toBe(true);
    expect(isValidBic('ABNANL2')).toBe(false);
    expect(isValidBic('ABN1NL2A')).toBe(false);
    expect(isValidBic('ABNANL2AX')).toBe(false);
  });
});
