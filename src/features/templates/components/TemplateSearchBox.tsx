import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { useSearchBox } from '@/components/list/use-search-box';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/list/search';

type TemplateSearchBoxProps = {
  /** The filter in force (from the URL). */
  appliedName: string | undefined;
  /** Called with the debounced term to filter by; '' clears the filter. */
  onApply: (term: string) => void;
};

/**
 * The search box. Its text is local state, so typing re-renders only this box; the list follows
 * the applied term, which changes at most once per pause (SPEC §4 search rule).
 */
export function TemplateSearchBox({ appliedName, onApply }: TemplateSearchBoxProps) {
  const { t } = useTranslation('templates');
  const inputId = useId();
  const errorId = useId();
  const { text, error, onChange } = useSearchBox(appliedName, onApply);

  return (
    <div className="flex w-full flex-col gap-1 sm:w-80">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`min-h-10 rounded-md border bg-white px-3 py-2 text-sm placeholder:text-slate-500 ${focusRing} ${
          error ? 'border-red-700' : 'border-slate-300'
        }`}
      />
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm text-red-800">
        {error ? t('search.minLength', { min: SEARCH_MIN_LENGTH }) : null}
      </p>
    </div>
  );
}
