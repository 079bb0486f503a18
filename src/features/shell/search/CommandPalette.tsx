/**
 * The command palette: one box that finds pages (the areas of the side navigation the user may
 * open, filtered by the same checks), customers by name or number and invoices by number (the
 * contract's `searchRecords`, which leaves out what the user may not read). Pages match as the
 * user types; records by the search rule of every list (300 ms pause, three characters). Arrows
 * move through the hits, Enter opens one, Escape closes and gives focus back. Loaded on first use.
 */
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchRecords } from '@/api/generated/endpoints/search/search';
import type { SearchHit } from '@/api/generated/model';
import { usePermissions } from '@/api/permissions';
import { useSearchBox } from '@/components/list/use-search-box';
import { focusRing } from '@/components/ui/focus-ring';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@/lib/list/search';
import { AREAS } from '@/navigation/areas';
import { Icon, type IconName } from '../layout/icons';
import { buildNavGroups, type NavItem } from '../layout/nav-model';

/** Hits asked of the API; more typing narrows them. */
const RECORD_HITS = 8;
/** Pages shown at most. */
const PAGE_HITS = 6;

type Choice = { kind: 'page'; item: NavItem; title: string } | { kind: 'record'; hit: SearchHit };

type CommandPaletteProps = { open: boolean; onClose: () => void };

export function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const { t } = useTranslation(['shell', 'navigation']);
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const box = useSearchBox(term, setTerm);
  const { permissions, fetched, administrationId } = usePermissions();
  // Where focus was when the palette opened: it goes back there on closing (the dialog does so too,
  // but not when the page under it changed meanwhile) unless the page has put it somewhere since.
  const [opener, setOpener] = useState<Element | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }
  useEffect(() => {
    if (open || !(opener instanceof HTMLElement)) return;
    const timer = setTimeout(() => {
      if (opener.isConnected && (!document.activeElement || document.activeElement === document.body)) opener.focus();
    }, 200);
    return () => clearTimeout(timer);
  }, [open, opener]);

  const pages = useMemo(() => {
    const items = buildNavGroups(permissions, fetched, administrationId).flatMap((group) => group.items);
    const account: NavItem = { id: 'account', to: AREAS.account.path, activeWhen: AREAS.account.path, exact: true, titleKey: AREAS.account.titleKey, icon: 'account', permission: null };
    return [...items, account].map((item) => ({ item, title: t(item.titleKey) }));
  }, [permissions, fetched, administrationId, t]);
  const typed = box.text.trim().toLowerCase();
  const pageHits = typed ? pages.filter((page) => page.title.toLowerCase().includes(typed)).slice(0, PAGE_HITS) : [];

  const searching = term.length >= SEARCH_MIN_LENGTH && Boolean(administrationId);
  const found = useSearchRecords(
    administrationId ?? '',
    { q: term, limit: RECORD_HITS },
    { query: { enabled: searching, placeholderData: keepPreviousData, staleTime: 30_000, retry: false } },
  );
  const typedRecords = box.text.trim().length >= SEARCH_MIN_LENGTH;
  const records = searching && typedRecords && found.data ? found.data.items : [];
  const customers = records.filter((hit) => hit.kind === 'customer');
  const invoices = records.filter((hit) => hit.kind === 'invoice');

  const close = () => {
    onClose();
    box.onChange('');
  };
  const choose = (choice: Choice | null) => {
    if (!choice) return;
    close();
    if (choice.kind === 'page') void navigate({ to: choice.item.to as LinkProps['to'] });
    else if (choice.hit.kind === 'customer') void navigate({ to: '/customers/$customerId', params: { customerId: choice.hit.id } });
    else void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: choice.hit.id } });
  };

  const tooShort = typed.length > 0 && typed.length < SEARCH_MIN_LENGTH;
  // What the box says under the hits: the status of the record search.
  const pendingTerm = typed.length >= SEARCH_MIN_LENGTH && (term !== box.text.trim() || (searching && found.isFetching));
  let status: ReactNode = null;
  if (found.isError && searching) status = null;
  else if (tooShort) status = t('search.minLength', { min: SEARCH_MIN_LENGTH });
  else if (pendingTerm) status = t('search.searching');
  else if (searching && found.isSuccess && records.length === 0 && pageHits.length === 0) status = t('search.nothing', { term: box.text.trim() });
  const hasHits = pageHits.length + records.length > 0;

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/50 transition-opacity duration-150 ease-out data-closed:opacity-0" />
      <div className="fixed inset-0 overflow-y-auto p-4 sm:p-6 md:pt-24">
        <DialogPanel
          transition
          className="mx-auto max-w-xl overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-black/5 transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0"
        >
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <Combobox<Choice | null> value={null} onChange={choose}>
            <div className="flex items-center gap-2 border-b border-slate-200 px-4">
              <Icon name="search" className="size-5 text-slate-500" />
              <ComboboxInput
                autoFocus // eslint-disable-line jsx-a11y/no-autofocus -- a dialog that is a search box: opening it is asking to type
                aria-label={t('search.label')}
                placeholder={t('search.placeholder')}
                maxLength={SEARCH_MAX_LENGTH}
                autoComplete="off"
                value={box.text}
                onChange={(event) => box.onChange(event.target.value)}
                // The list of hits is always open, so Escape is the dialog's: it closes the palette.
                onKeyDown={(event) => {
                  if (event.key === 'Escape') close();
                }}
                className="h-12 w-full border-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:ring-0 focus:outline-none"
              />
              <button type="button" onClick={close} className={`shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${focusRing}`}>
                <Icon name="close" className="size-5" />
                <span className="sr-only">{t('search.close')}</span>
              </button>
            </div>
            {hasHits && (
              <ComboboxOptions static modal={false} className="max-h-96 overflow-y-auto py-2">
                <Group label={t('search.pages')} hidden={pageHits.length === 0}>
                  {pageHits.map(({ item, title }) => (
                    <Hit key={`page:${item.id}`} value={{ kind: 'page', item, title }} icon={item.icon} label={title} />
                  ))}
                </Group>
                <Group label={t('search.customers')} hidden={customers.length === 0}>
                  {customers.map((hit) => (
                    <Hit key={`customer:${hit.id}`} value={{ kind: 'record', hit }} icon="customers" label={hit.label} sublabel={hit.sublabel} />
                  ))}
                </Group>
                <Group label={t('search.invoices')} hidden={invoices.length === 0}>
                  {invoices.map((hit) => (
                    <Hit key={`invoice:${hit.id}`} value={{ kind: 'record', hit }} icon="invoices" label={hit.label} sublabel={hit.sublabel} />
                  ))}
                </Group>
              </ComboboxOptions>
            )}
          </Combobox>
          <div role="status" className={status ? 'border-t border-slate-100 px-4 py-3 text-sm text-slate-600' : 'sr-only'}>
            {status}
          </div>
          {found.isError && searching && (
            <div role="alert" className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-red-800">
              <span>{t('search.failed')}</span>
              <button
                type="button"
                onClick={() => void found.refetch()}
                className={`rounded-md border border-slate-300 bg-white px-2.5 py-1 font-medium text-slate-800 hover:bg-slate-50 ${focusRing}`}
              >
                {t('search.retry')}
              </button>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function Group({ label, hidden, children }: { label: string; hidden: boolean; children: ReactNode }) {
  const id = useId();
  if (hidden) return null;
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {label}
      </div>
      {children}
    </div>
  );
}

function Hit({ value, icon, label, sublabel }: { value: Choice; icon: IconName; label: string; sublabel?: string }) {
  return (
    <ComboboxOption value={value} className="flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-slate-800 data-focus:bg-blue-50 data-focus:text-blue-950">
      <Icon name={icon} className="size-5 text-slate-500" />
      <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
      {sublabel && <span className="shrink-0 text-slate-600 tabular-nums">{sublabel}</span>}
    </ComboboxOption>
  );
}
