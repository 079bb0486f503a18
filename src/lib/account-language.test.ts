import { describe, expect, it } from 'vitest';
import { languageToAdopt } from './account-language';

describe('the kept language at a sign-in (SPEC §9 order)', () => {
  it("wins over what the browser remembers, but not over the address's ?lng=", () => {
    expect(languageToAdopt('', 'en-US', 'fr')).toBe('fr');
    expect(languageToAdopt('?redirect=%2Fdashboard', 'nl', 'en-GB')).toBe('en-GB');
    expect(languageToAdopt('?lng=de', 'de', 'fr')).toBeNull();
  });

  it('changes nothing when it is already the language, or is none the app speaks', () => {
    expect(languageToAdopt('', 'fr', 'fr')).toBeNull();
    expect(languageToAdopt('', 'fr', 'pt')).toBeNull();
    expect(languageToAdopt('', 'fr', undefined)).toBeNull();
    expect(languageToAdopt('', 'fr', null)).toBeNull(); // none chosen yet: the browser decides
  });
});
