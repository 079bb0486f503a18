import { formatDate, formatDateTime, formatNumber, toDecimal } from './format';

// Intl separates with no-break spaces, spelt out so the expectations are unambiguous.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

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
