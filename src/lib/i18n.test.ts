import { detectionOptions, i18nOptions, localePath, SUPPORTED_LANGUAGES } from './i18n';

describe('i18n configuration', () => {
  it('offers the seven languages with en-US as the fallback, loading only the current one', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en-US', 'en-GB', 'fr', 'it', 'de', 'nl', 'es']);
    expect(i18nOptions.fallbackLng).toBe('en-US');
    expect(i18nOptions.load).toBe('currentOnly');
    expect(i18nOptions.nonExplicitSupportedLngs).toBe(false);
    expect(i18nOptions.defaultNS).toBe('translation');
  });

  it('serves en-US and en-GB from the en folder', () => {
    expect(localePath('en-US', 'translation')).toBe('/locales/en/translation.json');
    expect(localePath('en-GB', 'translation')).toBe('/locales/en/translation.json');
    expect(localePath('nl', 'translation')).toBe('/locales/nl/translation.json');
  });

  it('detects in the SPEC order and caches in local storage', () => {
    expect(detectionOptions.order).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
    expect(detectionOptions.lookupQuerystring).toBe('lng');
    expect(detectionOptions.lookupCookie).toBe('i18next');
    expect(detectionOptions.lookupLocalStorage).toBe('i18nextLng');
    expect(detectionOptions.lookupSessionStorage).toBe('i18nextLng');
    expect(detectionOptions.caches).toEqual(['localStorage']);
  });

  it('retries translation loading up to 5 times from 350 ms', () => {
    expect(i18nOptions.maxRetries).toBe(5);
    expect(i18nOptions.retryTimeout).toBe(350);
  });
});
