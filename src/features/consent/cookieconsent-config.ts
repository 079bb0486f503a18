import * as CookieConsent from 'vanilla-cookieconsent';
import type { AcceptType, AutoClear, CookieConsentConfig, CookieValue, Translation } from 'vanilla-cookieconsent';
import {
  CONSENT_CATEGORY_ANALYTICS,
  CONSENT_CATEGORY_NECESSARY,
  CONSENT_COOKIE_NAME,
  CONSENT_DEFAULT_LANGUAGE,
  CONSENT_EXPIRES_AFTER_DAYS,
  CONSENT_LANGUAGES,
  type ConsentLanguage,
} from './consent.constants';
import type { ConsentEvent } from './consent.machine';

export const TRANSLATION_LOAD_ERROR = 'could not load translation';

type TranslationModule = { default: Translation };
export type TranslationLoaders = Record<ConsentLanguage, () => Promise<TranslationModule>>;

/** One lazily loaded chunk per language. */
export const translationLoaders: TranslationLoaders = {
  en: () => import('./translations/en'),
  fr: () => import('./translations/fr'),
  de: () => import('./translations/de'),
  es: () => import('./translations/es'),
  nl: () => import('./translations/nl'),
};

/** Loads one language; any failure is logged and rethrown as Error('could not load translation'). */
export async function loadConsentTranslation(
  language: ConsentLanguage,
  loaders: TranslationLoaders = translationLoaders,
): Promise<Translation> {
  try {
    const module = await loaders[language]();
    return module.default;
  } catch (cause) {
    const error = new Error(TRANSLATION_LOAD_ERROR, { cause });
    console.error(error);
    throw error;
  }
}

/** Maps a consent given in the library to the machine event. */
export function consentEventFor(cookie: CookieValue, acceptType: AcceptType): ConsentEvent {
  const record = { ...cookie, data: cookie.data as unknown };
  if (acceptType === 'all') return { type: 'ACCEPT_ALL', record };
  if (acceptType === 'necessary') return { type: 'REJECT_ALL', record };
  return { type: 'SAVE', categories: cookie.categories, record };
}

export interface ConsentConfigOptions {
  revision: number;
  /** Receives machine events (usually `actor.send`). */
  send: (event: ConsentEvent) => void;
  /** Defaults to `location.protocol === 'https:'`. */
  secure?: boolean;
  loaders?: TranslationLoaders;
  /** Defaults to the library's current user preferences. */
  getAcceptType?: () => AcceptType;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/**
 * Every cookie the analytics category's services set: Google Analytics (`_ga`, `_ga_<id>`, `_gid`,
 * `_gat…`), Hotjar (`_hj…`) and Intercom (`intercom-…`).
 */
const ANALYTICS_COOKIES = [/^_ga/, /^_gid/, /^_gat/, /^_hj/, /^intercom-/];

/**
 * What the same services keep in the browser's storage: Hotjar (`_hj…`, `hjViewportId`,
 * `hjActiveViewportIds`), Intercom (`intercom.…`, `intercom-…`) and Google Analytics' own keys.
 */
const ANALYTICS_STORAGE_KEYS = [/^_ga/, /^_gid/, /^_gat/, /^_hj/, /^hj[A-Z]/, /^intercom[.-]/];

/**
 * Removes the analytics services' keys from local and session storage: the library clears their
 * cookies on withdrawal, not what they stored beside them.
 */
export function clearAnalyticsStorage(stores: Storage[] = [globalThis.localStorage, globalThis.sessionStorage]): void {
  for (const store of stores) {
    if (!store) continue;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key !== null);
    for (const key of keys) if (ANALYTICS_STORAGE_KEYS.some((pattern) => pattern.test(key))) store.removeItem(key);
  }
}

/** The parent domains of a host a cookie may have been set for (`a.b.example.com` → `b.example.com`, `example.com`). */
function parentDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return []; // an IP address has none
  const labels = hostname.split('.');
  const parents: string[] = [];
  for (let index = 1; index <= labels.length - 2; index += 1) parents.push(labels.slice(index).join('.'));
  return parents;
}

/**
 * Withdrawing analytics consent clears the category's cookies — on the host (the library also
 * tries `.host`) and on each parent domain, where Google Analytics puts its cookies by default —
 * and reloads the page, so no script keeps running with the consent gone.
 */
export function analyticsAutoClear(hostname: string): AutoClear {
  const domains = [undefined, ...parentDomains(hostname)];
  return {
    cookies: domains.flatMap((domain) => ANALYTICS_COOKIES.map((name) => (domain ? { name, domain } : { name }))),
    reloadPage: true,
  };
}

export function buildCookieConsentConfig({
  revision,
  send,
  secure = isHttps(),
  loaders = translationLoaders,
  getAcceptType = () => CookieConsent.getUserPreferences().acceptType,
}: ConsentConfigOptions): CookieConsentConfig {
  const onConsentGiven = ({ cookie }: { cookie: CookieValue }) => send(consentEventFor(cookie, getAcceptType()));
  const onConsentChanged = ({ cookie }: { cookie: CookieValue }) => {
    if (!cookie.categories.includes(CONSENT_CATEGORY_ANALYTICS)) clearAnalyticsStorage();
    onConsentGiven({ cookie });
  };
  return {
    mode: 'opt-in',
    autoShow: true,
    revision,
    // The managed tags are activated by the third-party gate (third-parties.ts): with consent, and
    // never on the sign-in routes. The library would activate them wherever consent is given.
    manageScriptTags: false,
    autoClearCookies: true,
    hideFromBots: true,
    cookie: {
      name: CONSENT_COOKIE_NAME,
      expiresAfterDays: CONSENT_EXPIRES_AFTER_DAYS,
      path: '/',
      sameSite: 'Lax',
      secure,
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', position: 'left' },
    },
    categories: {
      [CONSENT_CATEGORY_NECESSARY]: { enabled: true, readOnly: true },
      [CONSENT_CATEGORY_ANALYTICS]: {
        autoClear: analyticsAutoClear(typeof location === 'undefined' ? '' : location.hostname),
      },
    },
    language: {
      default: CONSENT_DEFAULT_LANGUAGE,
      autoDetect: 'browser',
      translations: Object.fromEntries(
        CONSENT_LANGUAGES.map((language) => [language, () => loadConsentTranslation(language, loaders)]),
      ),
    },
    onFirstConsent: onConsentGiven,
    onConsent: onConsentGiven,
    onChange: onConsentChanged,
    onModalShow: ({ modalName }) => {
      if (modalName === 'preferencesModal') send({ type: 'SHOW_PREFERENCES' });
    },
    onModalHide: ({ modalName }) => {
      if (modalName === 'preferencesModal') send({ type: 'HIDE_PREFERENCES' });
    },
  };
}
