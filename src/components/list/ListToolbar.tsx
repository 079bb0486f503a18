import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { focusRing } from '@/components/ui/focus-ring';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/list/search';
import type { FilterOption } from './types';
import { useSearchBox } from './use-search-box';

type ListSearchProps = {
  /** The fields one can search in (`search-field`), labelled for the user. */
  fields: readonly FilterOption[];
  field: string;
  /** The term in force (from the URL). */
  applied: string | undefined;
  /** A new term (debounced; '' clears) or a new field. */
  onSearch: (term: string, field: string) => void;
};

/**
 * Search with a field choice: the same rule as the templates list (300 ms pause, at least three
 * characters, clearing at once). Changing the field searches the current term in the new field.
 */
export function ListSearch({ fields, field, applied, onSearch }: ListSearchProps) {
  const { t } = useTranslation('list');
  const inputId = useId();
  const fieldId = useId();
  const errorId = useId();
  const { text, error, onChange } = useSearchBox(applied, (term) => onSearch(term, field));
  // One line: the labels sit before their controls, and the hint under the box floats over what
  // follows instead of keeping a blank line above the rows.
  return (
    <div className="relative">
      <div className="flex flex-wrap items-center gap-2">
        {fields.length > 1 && (
          <>
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
              {t('search.field')}
            </label>
            <select
              id={fieldId}
              value={field}
              onChange={(event) => onSearch(applied ?? '', event.target.value)}
              className={`min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm ${focusRing}`}
            >
              {fields.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        )}
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
          placeholder={t('search.placeholder', { min: SEARCH_MIN_LENGTH })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={`min-h-9 w-64 rounded-md border bg-white px-3 text-sm placeholder:text-slate-500 ${focusRing} ${
            error ? 'border-red-700' : 'border-slate-300'
          }`}
        />
      </div>
      <p id={errorId} aria-live="polite" className={`absolute top-full right-0 z-20 mt-1 text-sm text-red-800 ${error ? 'rounded-md border border-red-200 bg-white px-2 py-1 shadow-sm' : ''}`}>
        {error ? t('search.minLength', { min: SEARCH_MIN_LENGTH }) : null}
      </p>
    </div>
  );
}

type ColumnChooserProps = {
  columns: readonly { id: string; header: string; hideable?: boolean }[];
  visible: readonly string[];
  onShownChange: (id: string, shown: boolean) => void;
  onReset: () => void;
};

/** Which columns show: remembered for this user and list. The last shown column cannot be hidden. */
export function ColumnChooser({ columns, visible, onShownChange, onReset }: ColumnChooserProps) {
  const { t } = useTranslation('list');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hideable = columns.filter((column) => column.hideable !== false);
  const shownHideable = hideable.filter((column) => visible.includes(column.id));
  return (
    <div className="relative">
      <Button ref={buttonRef} variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {t('columns.button')}
      </Button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control of the panel closes it (a disclosure, not a control of its own) */}
      <div
        id={panelId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setOpen(false);
          buttonRef.current?.focus();
        }}
        className="absolute right-0 z-20 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{t('columns.legend')}</legend>
          {hideable.map((column) => {
            const shown = visible.includes(column.id);
            return (
              <label key={column.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={shown}
                  disabled={shown && shownHideable.length === 1 && columns.every((each) => each.hideable !== false)}
                  onChange={(event) => onShownChange(column.id, event.target.checked)}
                  className={`size-4 ${focusRing}`}
                />
                {column.header}
              </label>
            );
          })}
        </fieldset>
        <Button variant="subtle" size="sm" onClick={onReset} className="mt-3">
          {t('columns.reset')}
        </Button>
      </div>
    </div>
  );
}
