import { CurrencyMismatchError, formatMoney, parseDecimal, parseUserAmount, sumMoney } from './money';

const eur = (amount: string) => ({ amount, currency: 'EUR' });

/** Intl separates number and symbol with no-break spaces; tests read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money arithmetic', () => {
  it('is exact where floats are not', () => {
    expect(sumMoney([eur('0.1'), eur('0.2')], 'EUR')).toEqual(eur('0.3'));
    expect(sumMoney([eur('19.99'), eur('0.01'), eur('-5.5')], 'EUR')).toEqual(eur('14.5'));
    expect(sumMoney(Array.from({ length: 10 }, () => eur('0.1')), 'EUR')).toEqual(eur('1'));
  });

  it('keeps every digit of large amounts', () => {
    expect(sumMoney([eur('12345678901234567.89'), eur('0.01')], 'EUR')).toEqual(eur('12345678901234567.9'));
    expect(sumMoney([eur('99999999999999999.99'), eur('0.01')], 'EUR')).toEqual(eur('100000000000000000'));
  });

  it('never writes an exponent, nor minus zero', () => {
    expect(sumMoney([eur('0.0000001')], 'EUR')).toEqual(eur('0.0000001'));
    expect(sumMoney([eur('-0')], 'EUR')).toEqual(eur('0'));
  });

  it('an empty sum is zero in the currency', () => {
    expect(sumMoney([], 'GBP')).toEqual({ amount: '0', currency: 'GBP' });
  });

  it('refuses to combine currencies', () => {
    expect(() => sumMoney([eur('1'), { amount: '1', currency: 'GBP' }], 'EUR')).toThrow(CurrencyMismatchError);
  });

  it('refuses amounts that are not decimals', () => {
    for (const amount of ['1e3', '12,50', '']) expect(() => sumMoney([eur(amount)], 'EUR'), amount).toThrow(TypeError);
  });

  it('reads plain decimals only', () => {
    expect(parseDecimal(' 12.50 ')?.toFixed(2)).toBe('12.50');
    for (const bad of ['', '.5', '5.', '+1', '1e3', '1,5', 'NaN', 'Infinity', '0x10', 'abc']) expect(parseDecimal(bad), bad).toBeNull();
  });
});

describe('money formatting', () => {
  const amount = eur('-1234567.505');
  it.each([
    ['en-US', '-€1,234,567.51'],
    ['en-GB', '-€1,234,567.51'],
    ['fr', '-1 234 567,51 €'],
    ['it', '-1.234.567,51 €'],
    ['de', '-1.234.567,51 €'],
    ['nl', '€ -1.234.567,51'],
    ['es', '-1.234.567,51 €'],
  ])('%s', (language, expected) => {
    expect(plain(formatMoney(amount, language))).toBe(expected);
  });

  it('keeps every digit of amounts beyond a double', () => {
    expect(plain(formatMoney({ amount: '12345678901234567.01', currency: 'GBP' }, 'en-GB'))).toBe('£12,345,678,901,234,567.01');
    expect(plain(formatMoney({ amount: '90071992547409931.99', currency: 'EUR' }, 'de'))).toBe('90.071.992.547.409.931,99 €');
  });

  it('rounds half away from zero to the minor unit of the currency', () => {
    expect(formatMoney(eur('0.005'), 'en-US')).toBe('€0.01');
    expect(formatMoney(eur('-0.005'), 'en-US')).toBe('-€0.01');
    expect(formatMoney(eur('2.675'), 'en-US')).toBe('€2.68'); // 2.675 as a double is 2.67499…
    expect(formatMoney({ amount: '1234.5', currency: 'JPY' }, 'en-US')).toBe('¥1,235');
    expect(formatMoney(eur('12'), 'en-US')).toBe('€12.00');
  });

  it('shows a dash for an amount that is not a decimal, and the code for an unknown currency', () => {
    expect(formatMoney(eur('twelve'), 'en-US')).toBe('—');
    expect(plain(formatMoney({ amount: '12.5', currency: 'EURO' }, 'de'))).toBe('12,50 EURO');
  });
});

describe('amounts as users type them', () => {
  it.each([
    ['1234.50', 'en-US', '1234.5'],
    ['1,234.50', 'en-US', '1234.5'],
    ['1,5', 'en-GB', '1.5'],
    ['1,234', 'en-US', '1234'],
    ['1.234,50', 'de', '1234.5'],
    ['1234,5', 'de', '1234.5'],
    ['1.5', 'de', '1.5'],
    ['1.500', 'de', '1500'],
    ['1 234,50', 'fr', '1234.5'],
    ['1\u202f234,50', 'fr', '1234.5'],
    ['-250', 'nl', '-250'],
    ['€ 12', 'nl', null],
    ['abc', 'es', null],
    ['', 'it', null],
    ['1.234.5', 'de', null],
  ])('%s in %s', (text, language, expected) => {
    expect(parseUserAmount(text, language)).toBe(expected);
  });
});
