import { describe, expect, it } from 'vitest';
import { regionName } from './region-name';

describe('regionName', () => {
  it('names a region in the language asked for, the same again from the kept formatter', () => {
    expect(regionName('NL', 'en-GB')).toBe('Netherlands');
    expect(regionName('NL', 'nl')).toBe('Nederland');
    expect(regionName('GB', 'de')).toBe('Vereinigtes Königreich');
    expect(regionName('NL', 'en-GB')).toBe('Netherlands');
  });

  it('falls back to the code for what the engine cannot name', () => {
    expect(regionName('not a code', 'en-GB')).toBe('not a code');
    expect(regionName('NL', '!!')).toBe('NL');
  });
});
