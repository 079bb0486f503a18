import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
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

/**
 * The real retry schedule, driven through i18next and i18next-http-backend with fake timers.
 * i18next (BackendConnector.read) retries a read whose backend answers "retry" (HTTP 5xx or a
 * network failure; not 4xx) after `retryTimeout` ms, doubling the wait each time, at most
 * `maxRetries` times. Each wait starts when the previous attempt failed, so the gaps double:
 * 350, 700, 1400, 2800, 5600 ms — attempts at 0, 350, 1050, 2450, 5250 and 10850 ms. The fallback
 * language's file (en-US, from the en folder) is read alongside and retried on its own.
 */
describe('translation loading retries (fake timers)', () => {
  type Answer = 'unavailable' | 'network' | 'not-found' | 'ok';
  const DUTCH = '/locales/nl/translation.json';
  const ENGLISH = '/locales/en/translation.json';
  const FILES: Record<string, object> = { [DUTCH]: { app: { name: 'Debiteurenbeheer' } }, [ENGLISH]: { app: { name: 'Receivables' } } };

  let attempts: Record<string, number[]>;
  let start: number;
  const dutchAttempts = () => attempts[DUTCH] ?? [];

  /** A fetch that answers the Dutch file from the script in turn (the last answer repeats), English always, and records when each was asked for. */
  function scriptedFetch(dutch: Answer[]) {
    return vi.fn(async (url: string) => {
      const seen = (attempts[url] ??= []);
      seen.push(Date.now() - start);
      const answer = url === DUTCH ? dutch[Math.min(seen.length - 1, dutch.length - 1)] : url === ENGLISH ? 'ok' : 'not-found';
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer === 'unavailable') return { ok: false, status: 503, statusText: 'Service Unavailable', text: async () => '' };
      if (answer === 'not-found') return { ok: false, status: 404, statusText: 'Not Found', text: async () => '' };
      return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(FILES[url]) };
    });
  }

  /** A fresh i18next with the app's options and the same HTTP backend and load path as initI18n. */
  function startLoading(): { instance: I18n; ready: Promise<unknown>; failures: string[] } {
    const instance = i18next.createInstance().use(HttpBackend);
    const failures: string[] = [];
    instance.on('failedLoading', (lng: string, ns: string) => failures.push(`${lng}|${ns}`));
    const ready = instance.init({
      ...i18nOptions,
      lng: 'nl',
      backend: { loadPath: (languages: string[], namespaces: string[]) => localePath(languages[0] ?? 'en-US', namespaces[0] ?? 'translation') },
    });
    return { instance, ready, failures };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    attempts = {};
    start = Date.now();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tries once, then retries 5 times with the wait doubling from 350 ms, then gives up', async () => {
    vi.stubGlobal('fetch', scriptedFetch(['unavailable', 'network', 'unavailable']));
    const { instance, ready, failures } = startLoading();

    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toEqual({ [DUTCH]: [0], [ENGLISH]: [0] });
    // Nothing happens a millisecond before each retry is due, and the retry happens exactly on time.
    for (const due of [350, 1050, 2450, 5250, 10850]) {
      await vi.advanceTimersByTimeAsync(due - 1 - (Date.now() - start));
      const before = dutchAttempts().length;
      await vi.advanceTimersByTimeAsync(1);
      expect(dutchAttempts().length, `a retry is due at ${due} ms`).toBe(before + 1);
    }
    const times = dutchAttempts();
    expect(times).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(times.slice(1).map((at, i) => at - times[i]!)).toEqual([350, 700, 1400, 2800, 5600]);

    await ready;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(dutchAttempts()).toHaveLength(6);
    expect(attempts[ENGLISH]).toEqual([0]);
    expect(failures).toEqual(['nl|translation']);
    expect(instance.hasResourceBundle('nl', 'translation')).toBe(false);
    // The screens fall back to English.
    expect(instance.t('app.name')).toBe('Receivables');
  });

  it('loads the strings when a retry succeeds, and stops retrying', async () => {
    vi.stubGlobal('fetch', scriptedFetch(['unavailable', 'network', 'unavailable', 'ok']));
    const { instance, ready, failures } = startLoading();

    await vi.advanceTimersByTimeAsync(2449);
    expect(dutchAttempts()).toEqual([0, 350, 1050]);
    expect(instance.hasResourceBundle('nl', 'translation')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(dutchAttempts()).toEqual([0, 350, 1050, 2450]);
    expect(instance.t('app.name')).toBe('Debiteurenbeheer');
    expect(failures).toEqual([]);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(dutchAttempts()).toHaveLength(4);
  });

  it('does not retry a file that does not exist (4xx)', async () => {
    vi.stubGlobal('fetch', scriptedFetch(['not-found']));
    const { ready, failures } = startLoading();
    await vi.advanceTimersByTimeAsync(60_000);
    await ready;
    expect(dutchAttempts()).toEqual([0]);
    expect(failures).toEqual(['nl|translation']);
  });
});
