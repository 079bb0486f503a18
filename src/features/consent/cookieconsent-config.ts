import * as CookieConsent from 'vanilla-cookieconsent';
import type { AcceptType, CookieConsentConfig, CookieValue, Translation } from 'vanilla-cookieconsent';
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

export function buildCookieConsentConfig({
  revision,
  send,
  secure = isHttps(),
  loaders = translationLoaders,
  getAcceptType = () => CookieConsent.getUserPreferences().acceptType,
}: ConsentConfigOptions): CookieConsentConfig {
  const onConsentGiven = ({ cookie }: { cookie: CookieValue }) => send(consentEventFor(cookie, getAcceptType()));
  return {
    mode: 'opt-in',
    autoShow: true,
    revision,
    manageScriptTags: true,
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
        autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_gid/ }] },
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
    onChange: onConsentGiven,
    onModalShow: ({ modalName }) => {
      if (modalName === 'preferencesModal') send({ type: 'SHOW_PREFERENCES' });
    },
    onModalHide: ({ modalName }) => {
      if (modalName === 'preferencesModal') send({ type: 'HIDE_PREFERENCES' });
    },
  };
}
