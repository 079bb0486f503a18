/** Consent constants (SPEC §9). Shared by the machine, the library config and the translations. */

export const CONSENT_COOKIE_NAME = 'cc_cookie';
export const CONSENT_EXPIRES_AFTER_DAYS = 182;
export const CONSENT_EXPIRES_AFTER_MS = CONSENT_EXPIRES_AFTER_DAYS * 24 * 60 * 60 * 1000;

export const CONSENT_CATEGORY_NECESSARY = 'necessary';
export const CONSENT_CATEGORY_ANALYTICS = 'analytics';
export const CONSENT_CATEGORIES = [CONSENT_CATEGORY_NECESSARY, CONSENT_CATEGORY_ANALYTICS] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_LANGUAGES = ['en', 'fr', 'de', 'es', 'nl'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];
export const CONSENT_DEFAULT_LANGUAGE: ConsentLanguage = 'en';

/** Duration keys, translated per language in the cookie tables. */
export type CookieDuration = 'days12' | 'session' | 'week1' | 'months9' | 'days182' | 'days365' | 'minutes30';

export interface ListedCookie {
  /** Name as shown in the cookie table (`{siteId}` / `{appId}` stand for the per-site part). */
  name: string;
  category: ConsentCategory;
  duration: CookieDuration;
  /** Key of the description in the translation strings. */
  description: 'ga' | 'gid' | 'chatSession' | 'chatDevice' | 'consent' | 'recordingUser' | 'recordingSession';
}

/**
 * Cookies listed in the preferences modal. Chat messenger: Intercom (`intercom-session-{appId}`,
 * `intercom-device-id-{appId}`); session recording: Hotjar (`_hjSessionUser_{siteId}`,
 * `_hjSession_{siteId}`).
 */
export const LISTED_COOKIES: readonly ListedCookie[] = [
  { name: CONSENT_COOKIE_NAME, category: 'necessary', duration: 'days182', description: 'consent' },
  { name: '_ga', category: 'analytics', duration: 'days12', description: 'ga' },
  { name: '_gid', category: 'analytics', duration: 'session', description: 'gid' },
  { name: 'intercom-session-{appId}', category: 'analytics', duration: 'week1', description: 'chatSession' },
  { name: 'intercom-device-id-{appId}', category: 'analytics', duration: 'months9', description: 'chatDevice' },
  { name: '_hjSessionUser_{siteId}', category: 'analytics', duration: 'days365', description: 'recordingUser' },
  { name: '_hjSession_{siteId}', category: 'analytics', duration: 'minutes30', description: 'recordingSession' },
];
