import i18next, { type i18n as I18n, type TFunction, type TypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  convertDetectedLanguage,
  detectionOptions,
  i18nOptions,
  localeBackend,
  localePath,
  type Namespace,
  NAMESPACES,
  namespaceLoader,
  type QualifiedKey,
  SUPPORTED_LANGUAGES,
} from './i18n';

describe('i18n configuration', () => {
  it('offers the seven languages with en-US as the fallback, loading only the current one', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en-US', 'en-GB', 'fr', 'it', 'de', 'nl', 'es']);
    expect(i18nOptions.fallbackLng).toBe('en-US');
    expect(i18nOptions.load).toBe('currentOnly');
    expect(i18nOptions.nonExplicitSupportedLngs).toBe(false);
  });

  it('loads the default namespace, translation, first; a feature namespace falls back to it', () => {
    expect(i18nOptions.defaultNS).toBe('translation');
    const instances = [0, 1].map(() => {
      const instance = i18next.createInstance();
      void instance.init({ ...i18nOptions, initAsync: false, resources: {} });
      return instance;
    });
    expect(instances[0]!.options.ns).toEqual(['translation']);
    // Each instance has its own list (i18next adds what it loads to it).
    expect(instances[0]!.options.ns).not.toBe(instances[1]!.options.ns);
    expect(i18nOptions.fallbackNS).toBe('translation');
    expect(NAMESPACES[0]).toBe('translation');
  });

  it('reads English other than American as British, and regional variants as their language', () => {
    const instance = i18next.createInstance();
    void instance.init({ ...i18nOptions, initAsync: false, resources: {} });
    const resolved = (detected: string) => instance.services.languageUtils.getBestMatchFromCodes([detectionOptions.convertDetectedLanguage(detected)]);
    for (const english of ['en-AU', 'en-IE', 'en-NZ', 'en-IN', 'en', 'en-GB', 'en_gb']) expect(resolved(english), english).toBe('en-GB');
    for (const american of ['en-US', 'en-us']) expect(resolved(american), american).toBe('en-US');
    expect(resolved('fr-BE')).toBe('fr');
    expect(resolved('de-AT')).toBe('de');
    expect(resolved('nl-BE')).toBe('nl');
    expect(resolved('es-MX')).toBe('es');
    expect(convertDetectedLanguage('eng')).toBe('eng');
  });

  it('serves /locales/{language}/{namespace}.json, en-US and en-GB from the en folder', () => {
    expect(localePath('en-US', 'translation')).toBe('/locales/en/translation.json');
    expect(localePath('en-GB', 'translation')).toBe('/locales/en/translation.json');
    expect(localePath('nl', 'translation')).toBe('/locales/nl/translation.json');
    expect(localePath('en-GB', 'templates')).toBe('/locales/en/templates.json');
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
 * The real retry schedule, driven through i18next and the app's backend with fake timers.
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

  /** A fresh i18next with the app's options and the same backend as initI18n. */
  function startLoading(): { instance: I18n; ready: Promise<unknown>; failures: string[] } {
    const instance = i18next.createInstance().use(localeBackend);
    const failures: string[] = [];
    instance.on('failedLoading', (lng: string, ns: string) => failures.push(`${lng}|${ns}`));
    const ready = instance.init({
      ...i18nOptions,
      lng: 'nl',
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

/**
 * What the app's backend answers i18next for one language and namespace (what
 * i18next-http-backend answered before it, for the app's settings): the file's words, or a
 * failure with whether i18next should retry it (SPEC §8: a server error, an answer without a status
 * or a network failure yes; a 4xx or a body that is no JSON no).
 */
describe('localeBackend (one file per language and namespace)', () => {
  type Reply = { ok: boolean; status: number; statusText: string; text: () => Promise<string> };
  const reply = (status: number, body = '', statusText = ''): Reply => ({ ok: status >= 200 && status < 300, status, statusText, text: async () => body });

  function read(language: string, namespace: string, answer: () => Promise<Reply>) {
    const fetchMock = vi.fn(answer);
    vi.stubGlobal('fetch', fetchMock);
    return new Promise<{ error: unknown; result: unknown; fetchMock: typeof fetchMock }>((resolve) => {
      localeBackend.read(language, namespace, (error, result) => resolve({ error, result, fetchMock }));
    });
  }

  afterEach(() => vi.unstubAllGlobals());

  it('reads /locales/{folder}/{namespace}.json with a plain GET, as the HTTP backend did', async () => {
    const { error, result, fetchMock } = await read('en-GB', 'auth', async () => reply(200, '{"login":{"title":"Sign in"}}', 'OK'));
    expect(error).toBeNull();
    expect(result).toEqual({ login: { title: 'Sign in' } });
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/locales/en/auth.json', { method: 'GET', headers: {}, mode: 'cors', credentials: 'same-origin', cache: 'default' });
  });

  it('asks for a retry on a server error, an answer without a status and a network failure', async () => {
    for (const [answer, message] of [
      [async () => reply(503, '', 'Service Unavailable'), 'failed loading /locales/nl/templates.json; status code: 503'],
      [async () => reply(0), 'failed loading /locales/nl/templates.json; status code: 0'],
      [async () => Promise.reject(new TypeError('Failed to fetch')), 'failed loading /locales/nl/templates.json: Failed to fetch'],
      [async () => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')), 'failed loading /locales/nl/templates.json: NetworkError when attempting to fetch resource.'],
    ] as const) {
      expect(await read('nl', 'templates', answer).then(({ error, result }) => ({ error, result }))).toEqual({ error: message, result: true });
    }
  });

  it('does not retry a missing file, a body that is no JSON or another failure', async () => {
    expect((await read('nl', 'templates', async () => reply(404, '', 'Not Found'))).error).toBe('failed loading /locales/nl/templates.json; status code: 404');
    expect((await read('nl', 'templates', async () => reply(404, '', 'Not Found'))).result).toBe(false);
    const broken = await read('nl', 'templates', async () => reply(200, '<html>', 'OK'));
    expect([broken.error, broken.result]).toEqual(['failed parsing /locales/nl/templates.json to json', false]);
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const other = await read('nl', 'templates', async () => Promise.reject(aborted));
    expect([other.error, other.result]).toEqual([aborted, false]);
  });

  it('reads a network failure while the body arrives as one, retried', async () => {
    const cut = await read('nl', 'templates', async () => ({ ...reply(200), text: () => Promise.reject(new TypeError('network error')) }));
    expect([cut.error, cut.result]).toEqual(['failed loading /locales/nl/templates.json: network error', true]);
  });
});

/**
 * The helper routes call for their screen's namespaces, driven through i18next and the same
 * backend as the app, with fake timers: what is fetched, when, and what the screen then reads.
 */
describe('loadNamespaces (a route loads its namespaces)', () => {
  type Answer = 'unavailable' | 'ok';
  const FILES: Record<string, object> = {
    '/locales/nl/translation.json': { common: { cancel: 'Annuleren' } },
    '/locales/en/translation.json': { common: { cancel: 'Cancel' } },
    '/locales/nl/templates.json': { title: 'Sjablonen' },
    '/locales/en/templates.json': { title: 'Templates' },
    '/locales/nl/auth.json': { login: { title: 'Inloggen' } },
    '/locales/en/auth.json': { login: { title: 'Sign in' } },
  };

  let requests: { url: string; at: number }[];
  let start: number;
  const asked = (url: string) => requests.filter((r) => r.url === url).map((r) => r.at);

  /** Answers every file from FILES; `script` answers one URL in turn (the last answer repeats). */
  function serve(script: Record<string, Answer[]> = {}) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push({ url, at: Date.now() - start });
        const answers = script[url];
        const answer = answers ? answers[Math.min(asked(url).length - 1, answers.length - 1)] : 'ok';
        if (answer === 'unavailable' || !(url in FILES)) {
          const status = answer === 'unavailable' ? 503 : 404;
          return { ok: false, status, statusText: String(status), text: async () => '' };
        }
        return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(FILES[url]) };
      }),
    );
  }

  /** A fresh i18next as initI18n sets it up, in `lng`, after its first (default namespace) load. */
  async function started(lng: string) {
    const instance = i18next.createInstance().use(localeBackend);
    const failures: string[] = [];
    instance.on('failedLoading', (language: string, ns: string) => failures.push(`${language}|${ns}`));
    const ready = instance.init({ ...i18nOptions, lng });
    await vi.advanceTimersByTimeAsync(0);
    await ready;
    requests = [];
    start = Date.now();
    return { instance, failures, loadNamespaces: namespaceLoader(instance) };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    requests = [];
    start = Date.now();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads only the default namespace at start; a feature namespace when asked, with the fallback language alongside', async () => {
    serve();
    const instance = i18next.createInstance().use(localeBackend);
    const ready = instance.init({ ...i18nOptions, lng: 'nl' });
    await vi.advanceTimersByTimeAsync(0);
    await ready;
    expect(requests.map((r) => r.url).sort()).toEqual(['/locales/en/translation.json', '/locales/nl/translation.json']);

    requests = [];
    const loaded = namespaceLoader(instance)('templates');
    await vi.advanceTimersByTimeAsync(0);
    await loaded;
    expect(requests.map((r) => r.url).sort()).toEqual(['/locales/en/templates.json', '/locales/nl/templates.json']);
    expect(instance.t('title', { ns: 'templates' })).toBe('Sjablonen');
    // A feature's t finds the default namespace's shared words too.
    expect(instance.getFixedT(null, 'templates')('common.cancel')).toBe('Annuleren');
  });

  it('fetches several namespaces at once, in parallel, and resolves when all are there', async () => {
    serve();
    const { instance, loadNamespaces } = await started('nl');
    let done = false;
    void loadNamespaces('templates', 'auth').then(() => (done = true));
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/locales/en/auth.json',
      '/locales/en/templates.json',
      '/locales/nl/auth.json',
      '/locales/nl/templates.json',
    ]);
    expect(requests.every((r) => r.at === 0)).toBe(true);
    expect(instance.t('login.title', { ns: 'auth' })).toBe('Inloggen');
  });

  it('serves en-GB from the en folder', async () => {
    serve();
    const { instance, loadNamespaces } = await started('en-GB');
    const loaded = loadNamespaces('templates');
    await vi.advanceTimersByTimeAsync(0);
    await loaded;
    expect(new Set(requests.map((r) => r.url))).toEqual(new Set(['/locales/en/templates.json']));
    expect(instance.t('title', { ns: 'templates' })).toBe('Templates');
  });

  it('costs nothing for a namespace already loaded (the next visit of the route)', async () => {
    serve();
    const { loadNamespaces } = await started('nl');
    const first = loadNamespaces('templates');
    await vi.advanceTimersByTimeAsync(0);
    await first;
    requests = [];
    await loadNamespaces('templates');
    await loadNamespaces('translation');
    expect(requests).toEqual([]);
  });

  it('retries a namespace per SPEC §8 (350 ms, doubling) and resolves when a retry succeeds', async () => {
    serve({ '/locales/nl/templates.json': ['unavailable', 'unavailable', 'unavailable', 'ok'] });
    const { instance, loadNamespaces, failures } = await started('nl');
    let done = false;
    void loadNamespaces('templates').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2449);
    expect(asked('/locales/nl/templates.json')).toEqual([0, 350, 1050]);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked('/locales/nl/templates.json')).toEqual([0, 350, 1050, 2450]);
    expect(done).toBe(true);
    expect(instance.t('title', { ns: 'templates' })).toBe('Sjablonen');
    expect(failures).toEqual([]);
  });

  it('gives up after 5 retries and still resolves: the screen shows English, the route does not fail', async () => {
    serve({ '/locales/nl/templates.json': ['unavailable'] });
    const { instance, loadNamespaces, failures } = await started('nl');
    const outcome = loadNamespaces('templates').then(
      () => 'resolved',
      () => 'rejected',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBe('resolved');
    expect(asked('/locales/nl/templates.json')).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(failures).toEqual(['nl|templates']);
    expect(instance.t('title', { ns: 'templates' })).toBe('Templates');
  });
});

describe('typed keys', () => {
  it('NAMESPACES are exactly the namespaces typed from the English files (src/lib/i18next.d.ts)', () => {
    expectTypeOf<Namespace>().toEqualTypeOf<keyof TypeOptions['resources']>();
    expectTypeOf<QualifiedKey<'navigation'>>().toExtend<`navigation:${string}`>();
    expect(NAMESPACES).toHaveLength(new Set(NAMESPACES).size);
  });

  /**
   * Never called: `npm run typecheck` checks these lines. Each `@ts-expect-error` fails the check
   * if the line below it stops being an error, i.e. if a wrong key were accepted.
   */
  function useKeysThatTypecheck() {
    const { t } = useTranslation('templates');
    t('title');
    t('channels.email');
    t('errors.notFound'); // the default namespace's words, from any namespace (fallbackNS)
    // @ts-expect-error a key templates does not have
    t('titel');
    // @ts-expect-error another namespace's key needs that namespace
    t('login.title');
    // @ts-expect-error a default value does not excuse a missing key (strictKeyChecks)
    t('titel', 'Title');
    const { t: inTwo } = useTranslation(['placeholders', 'navigation']);
    inTwo('navigation:areas.tasks');
    // @ts-expect-error a key navigation does not have
    inTwo('navigation:areas.unknown');
    // @ts-expect-error a namespace that does not exist
    useTranslation('templatez');
    const defaults: TFunction = i18next.t;
    defaults('validation.required');
    // @ts-expect-error a feature key is not in the default namespace
    defaults('title');
    const qualified: QualifiedKey<'auth'> = 'auth:validation.emailRequired';
    // @ts-expect-error a qualified key must exist
    const wrong: QualifiedKey<'auth'> = 'auth:validation.emailRequird';
    return [qualified, wrong];
  }

  it('the examples above exist for typecheck only', () => {
    expect(useKeysThatTypecheck).toBeTypeOf('function');
  });
});
