import { formatUserNumber, localDecimalText, parseUserNumber, readUserDecimal } from './decimal-input';

describe('numbers as users type them', () => {
  it.each([
    ['1250,50', 'nl', 1250.5],
    ['1.250,50', 'de', 1250.5],
    ['1,250.50', 'en-US', 1250.5],
    ['1250.50', 'en-GB', 1250.5],
    ['1 250,50', 'fr', 1250.5],
    ['1\u202f250,50', 'fr', 1250.5],
    ['1.250,5', 'it', 1250.5],
    ['1250,5', 'es', 1250.5],
    ['12,5', 'en-US', 12.5],
    ['1.500', 'de', 1500],
    ['\u22123,5', 'nl', -3.5],
    [' 7 ', 'nl', 7],
  ])('%s in %s is %s', (text, language, expected) => {
    expect(parseUserNumber(text, language)).toBe(expected);
  });

  it.each([
    ['abc', 'nl'],
    ['12abc', 'de'],
    ['1e3', 'en-US'],
    ['€ 12', 'nl'],
    ['1.234.5', 'de'],
    ['1,2,3', 'en-US'],
    ['', 'fr'],
    ['   ', 'es'],
    ['12,', 'nl'],
  ])('refuses %s in %s', (text, language) => {
    expect(parseUserNumber(text, language)).toBeNull();
  });

  it('gives the plain decimal the API takes, every digit kept', () => {
    expect(readUserDecimal('1.250,50', 'de')).toBe('1250.50');
    expect(readUserDecimal('0,1', 'nl')).toBe('0.1');
    expect(readUserDecimal('12345678901234567,89', 'nl')).toBe('12345678901234567.89');
  });

  it('shows a number to be edited with the decimal sign of the language and reads it back the same', () => {
    expect(formatUserNumber(1250.5, 'nl')).toBe('1250,5');
    expect(formatUserNumber(1250.5, 'en-US')).toBe('1250.5');
    expect(formatUserNumber(-0.25, 'fr')).toBe('-0,25');
    for (const language of ['en-US', 'en-GB', 'nl', 'de', 'fr', 'it', 'es']) {
      for (const value of [0, 1250.5, -3.25, 1500, 0.125]) expect(parseUserNumber(formatUserNumber(value, language), language)).toBe(value);
    }
  });

  it('shows a plain decimal from the API in the language, so 1.250 (one and a quarter) is not read as 1250', () => {
    expect(localDecimalText('1.250', 'nl')).toBe('1,250');
    expect(parseUserNumber(localDecimalText('1.250', 'nl'), 'nl')).toBe(1.25);
    expect(localDecimalText('1.250', 'en-GB')).toBe('1.250');
    expect(localDecimalText('not a number', 'de')).toBe('not a number');
  });
});
