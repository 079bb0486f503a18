import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/lib/i18n';
import { currentLanguage, LANGUAGE_NATIVE_NAMES, LanguageFace } from './control-faces';
import { Icon } from './icons';
import { popoverItemClass, popoverPanelClass } from '@/components/ui/popover';
import { topBarButtonClass } from './styles';

/** The interface language; the choice is remembered in local storage by the language detector. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const current = currentLanguage(i18n);
  return (
    <Field className="shrink-0">
      <Listbox value={current} onChange={(language: SupportedLanguage) => void i18n.changeLanguage(language)}>
        <Label className="sr-only">{t('language')}</Label>
        <ListboxButton className={`${topBarButtonClass} gap-1.5`}>
          <LanguageFace language={current} />
        </ListboxButton>
        <ListboxOptions anchor="bottom end" className={`${popoverPanelClass} w-64`}>
          {SUPPORTED_LANGUAGES.map((language) => (
            <ListboxOption
              key={language}
              value={language}
              lang={language}
              className={`group ${popoverItemClass}`}
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

