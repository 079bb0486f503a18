import type { SupportedLanguage } from './i18n';

/**
 * Each language in its own name, so a reader finds theirs whatever the interface shows now:
 * deliberately not translated.
 */
export const LANGUAGE_NATIVE_NAMES: Record<SupportedLanguage, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  fr: 'Français',
  it: 'Italiano',
  de: 'Deutsch',
  nl: 'Nederlands',
  es: 'Español',
};
