import { formatDate, formatDateTime, formatMoney, formatNumber, toDecimal } from './format';

// Intl separates with no-break spaces, spelt out so the expectations are unambiguous.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney', () => {
  it.each([
    ['en-US', '€1,234.50'],
    ['en-GB', '€1,234.50'],
    ['de', `1.234,50${NBSP}€`],
    ['fr', `1${NNBSP}234,50${NBSP}€`],
    ['nl', `€${NBSP}1.234,50`],
  ])('formats euros in %s', (language, expected) => {
    expect(formatMoney(1234.5, 'EUR', language)).toBe(expected);
    expect(formatMoney('1234.5', 'EUR', language)).toBe(expected);
  });

  it.each([
    ['en-US', '-£1,234.50', '$1,234.50'],
    ['en-GB', '-£1,234.50', 'US$1,234.50'],
    ['de', `-1.234,50${NBSP}£`, `1.234,50${NBSP}$`],
    ['fr', `-1${NNBSP}234,50${NBSP}£GB`, `1${NNBSP}234,50${NBSP}$US`],
    ['nl', `£${NBSP}-1.234,50`, `US$${NBSP}1.234,50`],
  ])('formats other currencies and negative amounts in %s', (language, pounds, dollars) => {
    expect(formatMoney('-1234.50', 'GBP', language)).toBe(pounds);
    expect(formatMoney(1234.5, 'USD', language)).toBe(dollars);
  });

  it('rounds to the currency minor unit', () => {
    expect(formatMoney('0.005', 'EUR', 'en-US')).toBe('€0.01');
    expect(formatMoney(1234, 'JPY', 'en-US')).toBe('¥1,234');
  });

  it('treats an empty or invalid amount as 0 (SPEC §9: the outstanding amount defaults to 0)', () => {
    for (const amount of ['', '   ', 'abc', '1,234.50', '12,50', '0x10', 'NaN', 'Infinity', '1.2.3', null, undefined, Number.NaN, Infinity]) {
      expect(formatMoney(amount, 'EUR', 'en-US'), String(amount)).toBe('€0.00');
    }
    expect(formatMoney('', 'EUR', 'de')).toBe(`0,00${NBSP}€`);
  });

  it('accepts numeric strings with surrounding space, a sign, no leading digit or an exponent', () => {
    expect(formatMoney(' 42 ', 'EUR', 'en-US')).toBe('€42.00');
    expect(formatMoney('+7.1', 'EUR', 'en-US')).toBe('€7.10');
    expect(formatMoney('.5', 'EUR', 'en-US')).toBe('€0.50');
    expect(formatMoney('1e3', 'EUR', 'en-US')).toBe('€1,000.00');
  });

  it('keeps every digit of a large amount given as a string', () => {
    expect(formatMoney('12345678901234567.89', 'EUR', 'en-US')).toBe('€12,345,678,901,234,567.89');
    // The same amount as a number has already lost its cents.
    expect(formatMoney(Number('12345678901234567.89'), 'EUR', 'en-US')).not.toBe('€12,345,678,901,234,567.89');
  });

  it('falls back to the number and the code for a malformed currency code', () => {
    expect(formatMoney('1234.5', 'EURO', 'de')).toBe('1.234,50 EURO');
  });
});

describe('formatNumber', () => {
  it.each([
    ['en-US', '1,234,567.891'],
    ['en-GB', '1,234,567.891'],
    ['de', '1.234.567,891'],
    ['fr', `1${NNBSP}234${NNBSP}567,891`],
    ['nl', '1.234.567,891'],
  ])('groups and separates decimals in %s', (language, expected) => {
    expect(formatNumber(1234567.891, language)).toBe(expected);
    expect(formatNumber('1234567.891', language)).toBe(expected);
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, 'nl', { style: 'percent' })).toBe('26%');
    expect(formatNumber(0.256, 'de', { style: 'percent' })).toBe(`26${NBSP}%`);
    expect(formatNumber(2, 'en-US', { minimumFractionDigits: 2 })).toBe('2.00');
  });

  it('treats invalid input as 0', () => {
    expect(formatNumber('n/a', 'fr')).toBe('0');
  });
});

describe('toDecimal', () => {
  it('keeps valid strings exact and maps everything else to 0', () => {
    expect(toDecimal(' 10.50 ')).toBe('10.50');
    expect(toDecimal(3)).toBe(3);
    expect(toDecimal('ten')).toBe(0);
    expect(toDecimal(-Infinity)).toBe(0);
  });
});

describe('formatDateTime and formatDate', () => {
  const moment = new Date(2026, 10, 24, 14, 5);

  it('format in the conventions of each language, whichever was asked for first (one formatter each)', () => {
    for (let round = 0; round < 2; round++) {
      // The space before PM differs between ICU versions.
      expect(formatDateTime(moment, 'en-US')).toMatch(/^Nov 24, 2026, 2:05\sPM$/);
      expect(formatDateTime(moment, 'de')).toBe('24.11.2026, 14:05');
      expect(formatDate(moment, 'en-US')).toBe('Nov 24, 2026');
      expect(formatDate(moment, 'de')).toBe('24.11.2026');
    }
  });

  it('read ISO strings as the API sends them', () => {
    expect(formatDate(moment.toISOString(), 'nl')).toBe(formatDate(moment, 'nl'));
  });
});
