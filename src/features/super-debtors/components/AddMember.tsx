import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetCustomerQueryOptions, useListCustomers } from '@/api/generated/endpoints/customers/customers';
import { useAddSuperDebtorMember } from '@/api/generated/endpoints/super-debtors/super-debtors';
import type { CustomerSummary, ListCustomersParams, SuperDebtor } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { useSearchBox } from '@/components/list/use-search-box';
import { Button } from '@/components/ui/Button';
import { focusRing } from '@/components/ui/focus-ring';
import { formatNumber } from '@/lib/format';
import { SEARCH_MAX_LENGTH } from '@/lib/list/search';

/** How many customers the search offers; more typing narrows it. */
const OPTIONS = 10;

type Outcome = { kind: 'added' | 'refused'; text: string } | null;

type Props = {
  administrationId: string;
  superDebtor: SuperDebtor;
  /** A member was added: the list says so where the user looks next. */
  onAdded?: (customer: CustomerSummary) => void;
};

/** Customer numbers carry digits, names rarely do: a term with a digit is looked for in the numbers. */
function searchParams(term: string): ListCustomersParams {
  return { 'search-field': /\d/.test(term) ? 'number' : 'name', 'search-value': term, 'per-page': OPTIONS, 'sort-by': 'name', 'sort-order': 'asc' };
}

/**
 * Adding a customer to the group: the customer is found by name or number (the search rule of every
 * list: 300 ms pause, three characters), chosen in a combobox and added. A customer already in
 * this group or in another one is shown but cannot be chosen (a customer belongs to one super
 * debtor at most); if someone else put the chosen customer in another group meanwhile, the server
 * refuses and the message names that group.
 */
export function AddMember({ administrationId, superDebtor, onAdded }: Props) {
  const { t, i18n } = useTranslation('superDebtors');
  const language = i18n.language;
  const ids = useId();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const box = useSearchBox(term, setTerm);
  const [chosen, setChosen] = useState<CustomerSummary | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const add = useAddSuperDebtorMember();

  const searching = term.length > 0;
  const found = useListCustomers(administrationId, searchParams(term), { query: { enabled: searching, placeholderData: keepPreviousData } });
  const options = searching ? (found.data?.items ?? []) : [];

  const unavailable = (customer: CustomerSummary): string | null =>
    customer.superDebtor === null ? null : customer.superDebtor.id === superDebtor.id ? t('add.alreadyMember') : t('add.inOther', { group: customer.superDebtor.name });

  /** Why the server refused, in the user's words; a 409 names the group the customer is in now. */
  async function refusal(error: unknown, customer: CustomerSummary): Promise<string> {
    if (!(error instanceof ApiError)) return t('add.failed', { name: customer.name });
    if (error.status === 409) {
      const now = await queryClient.fetchQuery({ ...getGetCustomerQueryOptions(administrationId, customer.id), staleTime: 0 }).catch(() => null);
      const other = now?.superDebtor?.name;
      return other ? t('add.conflict', { name: customer.name, other }) : t('add.conflictUnknown', { name: customer.name });
    }
    if (error.status === 404) return t('add.notFound', { name: customer.name });
    if (error.status === 403) return t('add.forbidden');
    return t('add.failed', { name: customer.name });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setMissingChoice(true);
      return;
    }
    const customer = chosen;
    setOutcome(null);
    try {
      await add.mutateAsync({ administrationId, superDebtorId: superDebtor.id, data: { customerId: customer.id } });
      setOutcome({ kind: 'added', text: t('add.added', { name: customer.name, group: superDebtor.name }) });
      setChosen(null);
      box.onChange('');
      onAdded?.(customer);
    } catch (error) {
      setOutcome({ kind: 'refused', text: await refusal(error, customer) });
      // What the search showed is out of date (the customer is in a group now).
      void found.refetch();
    }
  }

  const hintId = `${ids}-hint`;
  const choiceErrorId = `${ids}-choice`;
  let state: string | null = null;
  if (box.error) state = t('add.minLength');
  else if (searching && found.isError) state = t('add.searchFailed');
  else if (searching && found.isFetching) state = t('add.searching');
  else if (searching && found.isSuccess && options.length === 0) state = t('add.none', { term });
  else if (searching && found.isSuccess) {
    const { total } = found.data;
    state = t('add.found', { count: total, formatted: formatNumber(total, language) });
    if (total > options.length) state += ` ${t('add.narrow', { shown: options.length })}`;
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <h3 id={`${ids}-title`} className="font-semibold text-slate-950">
        {t('add.title')}
      </h3>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" noValidate>
        <label htmlFor={`${ids}-input`} className="text-sm font-medium text-slate-800">
          {t('add.label')}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {t('add.hint')}
        </p>
        <div className="flex flex-wrap items-start gap-2">
          <Combobox
            value={chosen}
            by="id"
            onChange={(customer: CustomerSummary | null) => {
              setChosen(customer);
              setMissingChoice(false);
              setOutcome(null);
            }}
            onClose={() => {
              // Typed text that chose nothing must not look like a choice.
              if (!chosen) box.onChange('');
            }}
          >
            <div className="relative w-full max-w-md">
              <ComboboxInput
                id={`${ids}-input`}
                autoComplete="off"
                maxLength={SEARCH_MAX_LENGTH}
                aria-describedby={[hintId, missingChoice ? choiceErrorId : null].filter(Boolean).join(' ')}
                aria-invalid={missingChoice || undefined}
                displayValue={(customer: CustomerSummary | null) => (customer ? `${customer.name} (${customer.number})` : box.text)}
                onChange={(event) => {
                  if (chosen) setChosen(null);
                  box.onChange(event.target.value);
                }}
                className={`min-h-10 w-full rounded-md border bg-white px-3 text-sm ${missingChoice ? 'border-red-700' : 'border-slate-300'} ${focusRing}`}
              />
              <ComboboxOptions
                anchor="bottom start"
                className="z-20 mt-1 max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
              >
                {options.map((customer) => {
                  const reason = unavailable(customer);
                  return (
                    <ComboboxOption
                      key={customer.id}
                      value={customer}
                      disabled={reason !== null}
                      className="flex cursor-default flex-col px-3 py-2 data-disabled:text-slate-500 data-focus:bg-blue-50"
                    >
                      <span className="font-medium">{customer.name}</span>
                      <span className="text-xs text-slate-600">
                        {[customer.number, customer.city, reason].filter(Boolean).join(' · ')}
                      </span>
                    </ComboboxOption>
                  );
                })}
              </ComboboxOptions>
            </div>
          </Combobox>
          <Button type="submit" pending={add.isPending}>
            {t('add.submit')}
          </Button>
        </div>
        {missingChoice && (
          <p id={choiceErrorId} className="text-sm text-red-800">
            {t('add.chooseFirst')}
          </p>
        )}
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
          {state}
        </p>
      </form>
      {outcome?.kind === 'refused' && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'added' && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-950">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
