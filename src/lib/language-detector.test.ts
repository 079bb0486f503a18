import i18next from 'i18next';
import { convertDetectedLanguage, i18nOptions, languageDetector } from './i18n';

/** The page's address, cookies, storages and <html lang> as a first visit finds them. */
function visit({ url = '/', cookie = '', local, session, html }: { url?: string; cookie?: string; local?: string; session?: string; html?: string }) {
  history.replaceState(null, '', url);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
  localStorage.clear();
  sessionStorage.clear();
  if (local !== undefined) localStorage.setItem('i18nextLng', local);
  if (session !== undefined) sessionStorage.setItem('i18nextLng', session);
  if (html === undefined) document.documentElement.removeAttribute('lang');
  else document.documentElement.setAttribute('lang', html);
}

const detect = () => languageDetector.detect!() as string[];
/** What the browser's language list adds (after the stored choices, before <html lang>). */
const browser = [...navigator.languages, navigator.language].map(convertDetectedLanguage);

afterEach(() => {
  visit({});
  vi.restoreAllMocks();
});

describe('language detection (SPEC §9)', () => {
  it('looks in the query (lng), the cookie i18next, local then session storage (i18nextLng), the browser, <html lang>', () => {
    visit({ url: '/login?lng=fr', cookie: 'i18next=es', local: 'nl', session: 'de', html: 'it' });
    expect(detect()).toEqual(['fr', 'es', 'nl', 'de', ...browser, 'it']);
    visit({ local: 'nl', html: 'it' });
    expect(detect()).toEqual(['nl', ...browser, 'it']);
  });

  it('reads the last lng of the query, also after a hash, and the first i18next cookie, as written', () => {
    visit({ url: '/x?lng=de&lng=nl' });
    expect(detect()[0]).toBe('nl');
    visit({ url: '/x#/?lng=it' });
    expect(detect()[0]).toBe('it');
    visit({ cookie: 'i18nextLng=fr; i18next=es' });
    expect(detect()[0]).toBe('es');
    visit({ url: '/x?lng=%3Cb%3E' });
    expect(detect()).toEqual(browser);
  });

  it('discards codes resembling script injection and reads other English as British', () => {
    visit({ url: `/login?lng=${encodeURIComponent('<script>alert(1)</script>')}`, local: '"><img src=x>', session: 'en-AU' });
    expect(detect()).toEqual(['en-GB', ...browser]);
    visit({ url: '/login?lng=<b>', local: '__proto__', session: 'a..b' });
    expect(detect()).toEqual(browser);
  });

  it('skips the cookie where the browser refuses cookies', () => {
    visit({ local: 'nl' });
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(detect()[0]).toBe('nl');
  });

  it('keeps the choice in local storage, never cimode', () => {
    visit({});
    languageDetector.cacheUserLanguage!('nl');
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
    languageDetector.cacheUserLanguage!('cimode');
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
  });

  it('gives i18next the first supported language it found, and caches it', async () => {
    visit({ url: '/login?lng=xx', cookie: 'i18next=fr', local: 'nl' });
    const instance = i18next.createInstance().use(languageDetector);
    await instance.init({ ...i18nOptions, resources: {} });
    expect(instance.language).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });
});
