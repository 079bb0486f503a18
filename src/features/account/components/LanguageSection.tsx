import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetCurrentAccountQueryKey, getUpdateAccountLanguageMutationOptions } from '@/api/generated/endpoints/account/account';
import type { AccountLanguageUpdateLanguage } from '@/api/generated/model';
import { SelectField } from '@/components/form/fields';
import { FormAlert, FormNotice } from '@/components/form/form-parts';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/lib/i18n';

/** Each language in its own name (the top bar's list has its own copy in the shell, which features do not import). */
const nativeName = (language: SupportedLanguage) => new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

/**
 * The interface language: switches at once (i18next, cached in this browser as SPEC §9 says) and is
 * kept on the user (`interfaceLanguage`), so the next sign-in elsewhere starts in it (see session/account-language.ts).
 * A failed save leaves the switch in place and says it applies here only.
 */
export function LanguageSection() {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const headingId = useId();
  // The language kept, said in the words of the language now shown (so at render, not when kept).
  const [kept, setKept] = useState<SupportedLanguage | null>(null);
  const keep = useMutation({
    ...getUpdateAccountLanguageMutationOptions(),
    onSuccess: (account) => queryClient.setQueryData(getGetCurrentAccountQueryKey(), account),
  });
  const current = SUPPORTED_LANGUAGES.find((language: SupportedLanguage) => language === i18n.language) ?? i18n.resolvedLanguage;
  const choose = async (language: AccountLanguageUpdateLanguage) => {
    setKept(null);
    keep.reset();
    await i18n.changeLanguage(language);
    keep.mutate({ data: { language } }, { onSuccess: () => setKept(language) });
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('language.title')}
      </h2>
      <FormAlert message={keep.isError ? t('language.saveFailed') : null} />
      <FormNotice message={kept ? t('language.saved', { language: nativeName(kept) }) : null} />
      <SelectField
        label={t('language.label')}
        hint={t('language.hint')}
        placeholder={false}
        value={current}
        disabled={keep.isPending}
        onChange={(event) => void choose(event.target.value as AccountLanguageUpdateLanguage)}
        options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: nativeName(language) }))}
        className="max-w-sm"
      />
    </section>
  );
}
