import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/lib/i18n';
import { Icon } from './icons';
import { popoverPanelClass, topBarButtonClass } from './styles';

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

/** The interface language; the choice is remembered in local storage by the language detector. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = isSupported(i18n.language) ? i18n.language : isSupported(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  return (
    <Field className="shrink-0">
      <Listbox value={current} onChange={(language: SupportedLanguage) => void i18n.changeLanguage(language)}>
        <Label className="sr-only">{t('layout.language')}</Label>
        <ListboxButton className={`${topBarButtonClass} gap-1.5`}>
          <Icon name="globe" className="size-5 text-slate-500" />
          <span lang={current} className="hidden md:inline">
            {LANGUAGE_NATIVE_NAMES[current]}
          </span>
          <span lang={current} className="md:hidden">
            {SHORT_NAMES[current]}
          </span>
          <Icon name="chevronDown" className="size-4 text-slate-400" />
        </ListboxButton>
        <ListboxOptions anchor="bottom end" className={`${popoverPanelClass} w-64`}>
          {SUPPORTED_LANGUAGES.map((language) => (
            <ListboxOption
              key={language}
              value={language}
              lang={language}
              className="group flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 select-none data-focus:bg-slate-100"
            >
              <span className="flex-1 group-data-selected:font-semibold">{LANGUAGE_NATIVE_NAMES[language]}</span>
              <Icon name="check" className="invisible size-4 text-blue-700 group-data-selected:visible" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
