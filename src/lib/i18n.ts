import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en-US', 'en-GB', 'fr', 'it', 'de', 'nl', 'es'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en-US';
export const DEFAULT_NAMESPACE = 'translation';

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
  ns: [DEFAULT_NAMESPACE],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  // SPEC §8: loading is retried up to 5 times, the delay doubling from 350 ms.
  maxRetries: 5,
  retryTimeout: 350,
};

/** SPEC §9: where the language comes from, in this order; the choice is cached in local storage. */
export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      backend: {
        loadPath: (languages: string[], namespaces: string[]) =>
          localePath(languages[0] ?? FALLBACK_LANGUAGE, namespaces[0] ?? DEFAULT_NAMESPACE),
      },
      detection: detectionOptions,
    });
  const syncHtmlLang = (language: string) => document.documentElement.setAttribute('lang', language);
  syncHtmlLang(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
  i18n.on('languageChanged', syncHtmlLang);
  return i18n;
}

export { i18n };
