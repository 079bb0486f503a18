/**
 * What the top bar's controls show on their buttons, apart from the Headless UI behaviour behind
 * them. The placeholders painted before that behaviour has loaded (deferred-controls.tsx) show
 * the same faces, so nothing moves when the real controls take over.
 */
import type { TFunction, i18n as I18n } from 'i18next';
import type { Administration } from '@/api/generated/model/administration';
import type { UserProfile } from '@/api/generated/model/userProfile';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { UserAvatar } from './UserAvatar';

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

const SHORT_NAMES: Record<SupportedLanguage, string> = {
  'en-US': 'EN',
  'en-GB': 'EN-GB',
  fr: 'FR',
  it: 'IT',
  de: 'DE',
  nl: 'NL',
  es: 'ES',
};

function isSupported(language: string | undefined): language is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? '');
}

export function currentLanguage(i18n: Pick<I18n, 'language' | 'resolvedLanguage'>): SupportedLanguage {
  if (isSupported(i18n.language)) return i18n.language;
  return isSupported(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
}

export function userMenuLabel(t: TFunction<'shell'>, name: string | undefined): string {
  return name ? t('userMenuFor', { name }) : t('userMenu');
}

export function AdministrationFace({ active, pending }: { active: Administration | undefined; pending: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded bg-blue-50 text-blue-800">
        <Icon name="building" className="size-4.5" />
      </span>
      <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">
        {active?.name ?? (pending ? t('common.loading') : t('noAdministrationChosen'))}
      </span>
      {active && (
        <span aria-hidden="true" className="hidden shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600 sm:inline">
          {active.country}
        </span>
      )}
      <Icon name="chevronUpDown" className="size-4 text-slate-400" />
    </>
  );
}

export function LanguageFace({ language }: { language: SupportedLanguage }) {
  return (
    <>
      <Icon name="globe" className="size-5 text-slate-500" />
      <span lang={language} className="hidden md:inline">
        {LANGUAGE_NATIVE_NAMES[language]}
      </span>
      <span lang={language} className="md:hidden">
        {SHORT_NAMES[language]}
      </span>
      <Icon name="chevronDown" className="size-4 text-slate-400" />
    </>
  );
}

export function UserFace({ administrationId, profile }: { administrationId: string | null; profile: UserProfile | undefined }) {
  return (
    <>
      <UserAvatar administrationId={administrationId} userId={profile?.id} name={profile?.name} hasAvatar={profile?.hasAvatar ?? false} />
      <span className="hidden max-w-40 truncate xl:inline">{profile?.name}</span>
      <Icon name="chevronDown" className="hidden size-4 text-slate-400 sm:block" />
    </>
  );
}

/** The search button's face: the magnifier, and its name with the shortcut (only the magnifier on narrow screens). */
export function SearchFace() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Icon name="search" />
      <span className="sr-only md:not-sr-only">{t('search.button', { keys: `${t('search.ctrl')} K` })}</span>
    </>
  );
}
