import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Placeholder, PlaceholderCategory } from '@/api/generated/model';
import { buttonClass } from '@/components/ui/Button';
import { focusRing } from '@/components/ui/focus-ring';

const CATEGORY_ORDER: readonly PlaceholderCategory[] = ['customer', 'invoice', 'administration', 'arrangement', 'issue', 'payment', 'tailored'];

/** Placeholders whose key, label or description holds the query, grouped by category in a fixed order. */
export function groupPlaceholders(placeholders: readonly Placeholder[], query: string): { category: PlaceholderCategory; items: Placeholder[] }[] {
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? placeholders.filter((p) => [p.key, p.label, p.description ?? ''].some((text) => text.toLocaleLowerCase().includes(needle)))
    : placeholders;
  return CATEGORY_ORDER.map((category) => ({ category, items: matches.filter((p) => p.category === category) })).filter((group) => group.items.length > 0);
}

type PlaceholderPickerProps = {
  placeholders: readonly Placeholder[];
  onPick: (key: string) => void;
  disabled?: boolean;
};

/** "Insert placeholder": a searchable list of the placeholders, grouped; choosing one inserts it as a token. */
export function PlaceholderPicker({ placeholders, onPick, disabled }: PlaceholderPickerProps) {
  const { t } = useTranslation('templates');
  return (
    <Popover className="relative">
      <PopoverButton disabled={disabled} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {t('editor.placeholders.insert')}
      </PopoverButton>
      {/* focus: the search box takes focus when the panel opens. */}
      <PopoverPanel focus anchor="bottom start" className="z-40 w-80 rounded-md border border-slate-200 bg-white p-2 shadow-lg [--anchor-gap:4px]">
        {({ close }) => (
          <PickerList
            placeholders={placeholders}
            onPick={(key) => {
              close();
              onPick(key);
            }}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}

function PickerList({ placeholders, onPick }: { placeholders: readonly Placeholder[]; onPick: (key: string) => void }) {
  const { t } = useTranslation('templates');
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupPlaceholders(placeholders, query), [placeholders, query]);
  const ids = useId();
  return (
    <Combobox<Placeholder | null> value={null} onChange={(placeholder) => placeholder && onPick(placeholder.key)} immediate>
      <ComboboxInput
        aria-label={t('editor.placeholders.search')}
        placeholder={t('editor.placeholders.searchPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
        className={`min-h-10 w-full rounded-md border border-slate-300 px-3 py-2 text-sm ${focusRing}`}
      />
      <ComboboxOptions static aria-label={t('editor.placeholders.list')} className="mt-2 max-h-72 overflow-y-auto empty:hidden">
        {groups.map(({ category, items }) => (
          <div key={category} role="group" aria-labelledby={`${ids}-${category}`} className="pb-1">
            <div id={`${ids}-${category}`} role="presentation" className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t(`editor.placeholders.categories.${category}`)}
            </div>
            {items.map((placeholder) => (
              <ComboboxOption
                key={placeholder.key}
                value={placeholder}
                className="flex cursor-pointer flex-col rounded px-2 py-1.5 text-sm data-focus:bg-blue-50 data-focus:text-blue-950"
              >
                <span className="text-slate-900">{placeholder.label}</span>
                <span className="font-mono text-xs text-slate-600">{`{{${placeholder.key}}}`}</span>
              </ComboboxOption>
            ))}
          </div>
        ))}
      </ComboboxOptions>
      {groups.length === 0 && <p className="px-2 py-3 text-sm text-slate-600">{t('editor.placeholders.noMatch', { query })}</p>}
    </Combobox>
  );
}
