import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { popoverItemClass, popoverPanelClass } from '@/components/ui/popover';
import { decimalSign } from '@/lib/decimal-input';
import { formatNumber } from '@/lib/format';
import { AMOUNT_PATTERN } from '@/lib/list/search-schema';
import { parseUserAmount } from '@/lib/money';
import { formatCalendarDate } from './columns';
import type { FilterControl, FilterOption } from './types';

/** The filters' URL keys and values (`status`, `dueDateFrom`, `amountMin`, …); undefined clears one. */
export type FilterValues = Record<string, string | string[] | undefined>;

type ListFiltersProps = {
  controls: readonly FilterControl[];
  values: FilterValues;
  onChange: (patch: FilterValues) => void;
};

const inputClass = `min-h-9 rounded-md border bg-white px-2 text-sm ${focusRing}`;

/** The list's filters, each applied as soon as it is chosen (amounts when the field is left). */
export function ListFilters({ controls, values, onChange }: ListFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      {controls.map((control) => {
        switch (control.kind) {
          case 'multi':
            return (
              <MultiFilter
                key={control.name}
                label={control.label}
                options={control.options}
                selected={(values[control.name] as string[] | undefined) ?? []}
                onChange={(selected) => onChange({ [control.name]: selected.length > 0 ? selected : undefined })}
              />
            );
          case 'tags': {
            const selected = (values[control.name] as string[] | undefined) ?? [];
            const names = [...new Set([...control.suggestions, ...selected])].sort();
            return (
              <MultiFilter
                key={control.name}
                label={control.label}
                options={names.map((name) => ({ value: name, label: name }))}
                selected={selected}
                onChange={(chosen) => onChange({ [control.name]: chosen.length > 0 ? chosen : undefined })}
              />
            );
          }
          case 'dateRange':
            return <DateRange key={control.name} name={control.name} label={control.label} values={values} onChange={onChange} />;
          case 'amountRange':
            return <AmountRange key={control.name} name={control.name} label={control.label} values={values} onChange={onChange} />;
        }
      })}
    </div>
  );
}

type MultiFilterProps = { label: string; options: readonly FilterOption[]; selected: readonly string[]; onChange: (selected: string[]) => void };

/** A choice of several values (status, tags): Headless UI's listbox, keyboard and screen-reader ready. */
function MultiFilter({ label, options, selected, onChange }: MultiFilterProps) {
  const { t } = useTranslation('list');
  const names = options.filter((option) => selected.includes(option.value)).map((option) => option.label);
  const summary = names.length === 0 ? t('filters.any') : names.length <= 2 ? names.join(', ') : t('filters.selected', { count: names.length });
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      <Listbox value={[...selected]} onChange={(next: string[]) => onChange(options.map((o) => o.value).filter((v) => next.includes(v)))} multiple>
        <ListboxButton className={`${inputClass} flex min-w-40 items-center justify-between gap-2 border-slate-300 text-left`}>
          <span className="truncate">{summary}</span>
          <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3 text-slate-500" fill="currentColor">
            <path d="M6 9 2 4h8z" />
          </svg>
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className={`${popoverPanelClass} min-w-(--button-width)`}>
          {options.map((option) => (
            <ListboxOption key={option.value} value={option.value} className={popoverItemClass}>
              {({ selected: isChosen }) => (
                <>
                  <span aria-hidden="true" className={`grid size-4 place-items-center rounded border ${isChosen ? 'border-blue-800 bg-blue-800 text-white' : 'border-slate-400'}`}>
                    {isChosen && '✓'}
                  </span>
                  {option.label}
                </>
              )}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}

type RangeProps = { name: string; label: string; values: FilterValues; onChange: (patch: FilterValues) => void };

/** From and to, as ISO dates (the browser's date field shows them in the user's language). */
function DateRange({ name, label, values, onChange }: RangeProps) {
  const { t } = useTranslation('list');
  const fromId = useId();
  const toId = useId();
  const from = (values[`${name}From`] as string | undefined) ?? '';
  const to = (values[`${name}To`] as string | undefined) ?? '';
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-2">
        <label htmlFor={fromId} className="text-sm text-slate-700">
          <span className="sr-only">{label}</span> {t('filters.from')}
        </label>
        <input
          id={fromId}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ [`${name}From`]: event.target.value || undefined })}
          className={`${inputClass} border-slate-300`}
        />
        <label htmlFor={toId} className="text-sm text-slate-700">
          <span className="sr-only">{label}</span> {t('filters.to')}
        </label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ [`${name}To`]: event.target.value || undefined })}
          className={`${inputClass} border-slate-300`}
        />
      </div>
    </fieldset>
  );
}

/** Minimum and maximum amounts, typed the user's way (`1.234,50` in German), sent as plain decimals. */
function AmountRange({ name, label, values, onChange }: RangeProps) {
  const { t } = useTranslation('list');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-start gap-2">
        <AmountInput label={label} end={t('filters.min')} applied={values[`${name}Min`] as string | undefined} onApply={(amount) => onChange({ [`${name}Min`]: amount })} />
        <AmountInput label={label} end={t('filters.max')} applied={values[`${name}Max`] as string | undefined} onApply={(amount) => onChange({ [`${name}Max`]: amount })} />
      </div>
    </fieldset>
  );
}

type AmountInputProps = { label: string; end: string; applied: string | undefined; onApply: (amount: string | undefined) => void };

function AmountInput({ label, end, applied, onApply }: AmountInputProps) {
  const { t, i18n } = useTranslation('list');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const inputId = useId();
  const errorId = useId();
  const sign = decimalSign(language);
  const shown = (applied ?? '').replace('.', sign);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  // The URL changed from outside ("Clear filters", back): show what applies now.
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setText(shown);
    setInvalid(false);
  }

  const apply = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (applied !== undefined) onApply(undefined);
      return;
    }
    const parsed = parseUserAmount(text, language);
    // What the list call accepts: up to 4 decimals, 15 digits.
    const amount = parsed !== null && AMOUNT_PATTERN.test(parsed) ? parsed : null;
    setInvalid(amount === null);
    if (amount !== null && amount !== applied) onApply(amount);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm text-slate-700">
        <span className="sr-only">{label}</span> {end}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        className={`${inputClass} w-32 ${invalid ? 'border-red-700' : 'border-slate-300'}`}
      />
      {invalid && (
        <p id={errorId} className="max-w-48 text-sm text-red-800">
          {t('filters.invalidAmount', { example: `1234${sign}50` })}
        </p>
      )}
    </div>
  );
}

/** One active filter as a chip: its words ("Status: Overdue") and the change that takes it off. */
export type FilterChip = { key: string; text: string; remove: FilterValues };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The active filters as chips, in the order of the controls: one per chosen value of a choice
 * (each taken off alone), one per range (both ends taken off together).
 */
export function filterChips(controls: readonly FilterControl[], values: FilterValues, t: Translate, language: string): FilterChip[] {
  const chips: FilterChip[] = [];
  const chip = (filter: string, value: string) => t('filters.chip', { filter, value });
  const range = (label: string, from: string | undefined, to: string | undefined) =>
    chip(label, from && to ? t('filters.chipRange', { from, to }) : from ? t('filters.chipFrom', { value: from }) : t('filters.chipTo', { value: to }));
  for (const control of controls) {
    switch (control.kind) {
      case 'multi':
      case 'tags': {
        const chosen = (values[control.name] as string[] | undefined) ?? [];
        for (const value of chosen) {
          const label = control.kind === 'multi' ? (control.options.find((option) => option.value === value)?.label ?? value) : value;
          const rest = chosen.filter((each) => each !== value);
          chips.push({ key: `${control.name}=${value}`, text: chip(control.label, label), remove: { [control.name]: rest.length > 0 ? rest : undefined } });
        }
        break;
      }
      case 'dateRange': {
        const from = values[`${control.name}From`] as string | undefined;
        const to = values[`${control.name}To`] as string | undefined;
        if (from || to) {
          const date = (value: string | undefined) => (value ? formatCalendarDate(value, language) : undefined);
          chips.push({ key: control.name, text: range(control.label, date(from), date(to)), remove: { [`${control.name}From`]: undefined, [`${control.name}To`]: undefined } });
        }
        break;
      }
      case 'amountRange': {
        const min = values[`${control.name}Min`] as string | undefined;
        const max = values[`${control.name}Max`] as string | undefined;
        if (min || max) {
          const amount = (value: string | undefined) => (value ? formatNumber(value, language, { maximumFractionDigits: 4 }) : undefined);
          chips.push({ key: control.name, text: range(control.label, amount(min), amount(max)), remove: { [`${control.name}Min`]: undefined, [`${control.name}Max`]: undefined } });
        }
        break;
      }
    }
  }
  return chips;
}

/** How many of the controls are in use (a range with either end counts once). */
export function activeFilterCount(controls: readonly FilterControl[], values: FilterValues): number {
  return controls.filter((control) => {
    if (control.kind === 'multi' || control.kind === 'tags') return ((values[control.name] as string[] | undefined) ?? []).length > 0;
    const [low, high] = control.kind === 'dateRange' ? ['From', 'To'] : ['Min', 'Max'];
    return Boolean(values[`${control.name}${low}`] || values[`${control.name}${high}`]);
  }).length;
}

type FilterBarProps = ListFiltersProps & {
  /** Something beside the chips on the bar's line ("Clear filters"). */
  end?: ReactNode;
};

/**
 * The filters folded into one line: a "Filters" button (with how many are in use) that opens the
 * controls below it, and each active filter as a chip that takes it off. Folded at first, so the
 * rows start high on the page; the chips say what applies while it is folded.
 */
export function FilterBar({ controls, values, onChange, end }: FilterBarProps) {
  const { t, i18n } = useTranslation('list');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(controls, values);
  const chips = filterChips(controls, values, t as Translate, language);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-9 flex-wrap items-center gap-2">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          // The visible word and the count in words ("Filters 2 active"), the badge being a bare number.
          aria-label={count > 0 ? `${t('filters.toggle')} ${t('filters.activeCount', { count, formatted: formatNumber(count, language) })}` : undefined}
          onClick={() => setOpen((value) => !value)}
          className={`inline-flex min-h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 ${focusRing}`}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 text-slate-600" fill="currentColor">
            <path d="M2 3h12l-4.5 5.5V13l-3 1.5V8.5z" />
          </svg>
          {t('filters.toggle')}
          {count > 0 && (
            <span aria-hidden="true" className="rounded-full bg-blue-800 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
              {formatNumber(count, language)}
            </span>
          )}
                    <svg viewBox="0 0 12 12" aria-hidden="true" className={`size-3 text-slate-500 ${open ? 'rotate-180' : ''}`} fill="currentColor">
            <path d="M6 9 2 4h8z" />
          </svg>
        </button>
        {chips.length > 0 && (
          <ul aria-label={t('filters.chipsLabel')} className="flex flex-wrap items-center gap-1.5">
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  aria-label={t('filters.removeChip', { filter: chip.text })}
                  onClick={() => {
                    onChange(chip.remove);
                    toggle.current?.focus();
                  }}
                  className={`inline-flex min-h-7 items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-0.5 pr-1.5 pl-2.5 text-xs font-medium whitespace-nowrap text-blue-950 hover:bg-blue-100 ${focusRing}`}
                >
                  {chip.text}
                  <span aria-hidden="true" className="text-sm leading-none">
                    ×
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {end}
      </div>
      <div id={panelId} hidden={!open} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
        <ListFilters controls={controls} values={values} onChange={onChange} />
      </div>
    </div>
  );
}
