/**
 * The interface language kept on the user (PUT /account/me/language) and SPEC §9's detection order.
 * It takes its place in that order at a sign-in: the address's `?lng=` still comes first; then the
 * user's kept language; then what this browser remembers (cookie `i18next`, local and session
 * storage `i18nextLng`), the browser's languages and the page's lang attribute. Adopting it caches
 * it in local storage as any choice, so the pages after the sign-in keep it, and a choice made in
 * this browser later (the top bar) stands until the next sign-in.
 */
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './i18n';

export function languageToAdopt(search: string, current: string, kept: string | null | undefined): SupportedLanguage | null {
  if (new URLSearchParams(search).has('lng')) return null;
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === kept);
  return language && language !== current ? language : null;
}
