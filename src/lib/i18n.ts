import i18n, { type BackendModule, type i18n as I18n, type InitOptions, type ParseKeys } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en-US', 'en-GB', 'fr', 'it', 'de', 'nl', 'es'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en-US';
/** SPEC §9: the default namespace; it holds the words of the frame every screen needs. */
export const DEFAULT_NAMESPACE = 'translation';

/**
 * Every namespace: one file per language, `public/locales/{folder}/{namespace}.json` (see
 * localePath). The default one is loaded before the first paint; each other one belongs to the
 * part of the UI named after it (src/features/<name>, src/navigation, src/routes/-placeholders) and
 * is loaded by that part's routes (`loadNamespaces`). The keys are typed from the English files
 * (./i18next.d.ts).
 */
export const NAMESPACES = [
  DEFAULT_NAMESPACE,
  'navigation',
  'shell',
  'auth',
  'templates',
  'account',
  'administrations',
  'administration-settings',
  'about',
  'placeholders',
  'list',
  'invoices',
  'customers',
  'superDebtors',
  'records',
  'mailbox',
  'communication',
  'arrangements',
  'issues',
  'settled-payments',
  'payments-underway',
  'dashboard',
  'reports',
  'exports',
  'journeys',
  'tasks',
  'for-collection',
  'settings',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * A key with its namespace, `'navigation:areas.tasks'`: how a key kept as data (a registry's title,
 * a schema's message) is written, so whichever `t` translates it finds it.
 */
export type QualifiedKey<Ns extends Namespace> = Extract<ParseKeys<[Ns]>, `${Ns}:${string}`>;

/** A key of one namespace as that namespace's own `t` takes it (the default namespace's too). */
export type Key<Ns extends Namespace> = ParseKeys<Ns>;

/**
 * What a helper that translates a few known keys asks for: any `t` whose namespaces hold them
 * fits (`useTranslation(['placeholders', 'navigation'])`'s for `navigation:` keys, say).
 */
export type Translate<K extends string> = (key: K) => string;

/** en-US and en-GB share one file (SPEC §7): the folder is `en` for both. */
export function localeFolder(language: string): string {
  return language.startsWith('en') ? 'en' : language;
}

export function localePath(language: string, namespace: string): string {
  return `/locales/${localeFolder(language)}/${namespace}.json`;
}

export const i18nOptions: InitOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  // No `ns`: i18next's default list, ['translation'], is the only namespace loaded at start, and a
  // fresh list per instance (i18next adds each namespace it loads to the list it was given).
  defaultNS: DEFAULT_NAMESPACE,
  // A feature's texts may use the frame's shared words (common, errors, validation) by their keys.
  fallbackNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  // SPEC §8: loading is retried up to 5 times, the delay doubling from 350 ms.
  maxRetries: 5,
  retryTimeout: 350,
};

/**
 * English other than American (en-AU, en-IE, en-NZ, en-IN, a bare `en`) is read as British: dates
 * day first, as those readers expect. Left alone, i18next takes the first supported `en-…`, en-US.
 * Other regional variants (fr-BE, de-AT, nl-BE, es-MX) reach their language through i18next.
 */
export function convertDetectedLanguage(language: string): string {
  if (!/^en(?:[-_]|$)/i.test(language)) return language;
  return /^en[-_]US$/i.test(language) ? 'en-US' : 'en-GB';
}

/** SPEC §9: where the language comes from, in this order; the choice is cached in local storage. */
export const detectionOptions = {
  convertDetectedLanguage,
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

/** A failure i18next may retry: the file server failed or could not be reached. */
function isNetworkFailure(error: unknown): error is Error {
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return ['failed', 'fetch', 'network', 'load'].some((term) => message.includes(term));
}

/**
 * Reads one language's file of one namespace (`localePath`) for i18next. It answers what
 * i18next-http-backend answered for these settings (that library was 2.5 KB of every first load,
 * mostly for what the app does not use: XMLHttpRequest, URL templates, saving missing keys,
 * reloading): a server error (5xx), an answer without a status or a network failure asks i18next
 * to retry (SPEC §8: `maxRetries`, `retryTimeout`); a 4xx, a body that is no JSON or any other
 * failure does not.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const url = localePath(language, namespace);
    const failed = (error: unknown) => {
      if (isNetworkFailure(error)) callback(`failed loading ${url}: ${error.message}`, true);
      else callback(error as Error, false);
    };
    fetch(url, { method: 'GET', headers: {}, mode: 'cors', credentials: 'same-origin', cache: 'default' }).then((response) => {
      const { status } = response;
      if (!response.ok) {
        const retry = (status >= 500 && status < 600) || !status;
        if (retry || (status >= 400 && status < 500)) callback(`failed loading ${url}; status code: ${status}`, retry);
        else callback(response.statusText || 'Error', false);
        return;
      }
      response.text().then((body) => {
        let words: unknown;
        try {
          words = JSON.parse(body);
        } catch {
          callback(`failed parsing ${url} to json`, false);
          return;
        }
        callback(null, words as never);
      }, failed);
    }, failed);
  },
};

/**
 * Loads namespaces into `instance` for the current language (and the fallback language, as
 * i18next does), each with the retries of SPEC §8. Resolves once every file has arrived or been
 * given up on, never rejects: a file that cannot be had falls back to English (or shows keys),
 * it does not fail the page.
 */
export function namespaceLoader(instance: I18n): (...namespaces: Namespace[]) => Promise<void> {
  return (...namespaces) => instance.loadNamespaces(namespaces);
}

/**
 * What a route's loader calls for the namespaces of its screen (`loader: () => loadNamespaces('templates')`):
 * the files are fetched when the route matches (or is preloaded), in parallel with its data, and
 * the screen renders with its words. Already loaded namespaces cost nothing.
 */
export const loadNamespaces = namespaceLoader(i18n);

export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      detection: detectionOptions,
    });
  const syncHtmlLang = (language: string) => document.documentElement.setAttribute('lang', language);
  syncHtmlLang(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}

export { i18n };
