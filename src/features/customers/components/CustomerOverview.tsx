import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pauseCustomerDunning, resumeCustomerDunning, useListCustomerContacts } from '@/api/generated/endpoints/customers/customers';
import type { Customer } from '@/api/generated/model';
import { invalidateAfterMutation } from '@/api/cache';
import { DunningControl } from '@/components/records/DunningControl';
import { formatMoney } from '@/lib/money';

type Props = { administrationId: string; customer: Customer };

/** Who the customer is, what they owe and why (SPEC §2 customer overview), their contacts and dunning. */
export function CustomerOverview({ administrationId, customer }: Props) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const ids = useId();
  const contacts = useListCustomerContacts(administrationId, customer.id);
  const ifMatch = { headers: { 'If-Match': customer.etag } };
  const refresh = (operationId: string) => invalidateAfterMutation(queryClient, [operationId], { administrationId });

  const balance: [string, string][] = [
    [t('balance.outstanding'), formatMoney(customer.balance.outstanding, language)],
    [t('balance.overdue'), formatMoney(customer.balance.overdue, language)],
    [t('balance.disputed'), formatMoney(customer.balance.disputed, language)],
    [t('balance.inArrangement'), formatMoney(customer.balance.inArrangement, language)],
  ];
  const address = [customer.address.street, `${customer.address.postalCode} ${customer.address.city}`.trim(), customer.address.country]
    .filter(Boolean)
    .join(', ');
  const facts: [string, string][] = [
    [t('columns.number'), customer.number],
    [t('columns.status'), t(`status.${customer.status}`)],
    [t('overview.address'), address || '—'],
    [t('columns.email'), customer.email ?? '—'],
    [t('overview.phone'), customer.phone ?? '—'],
    [t('overview.language'), new Intl.DisplayNames([language], { type: 'language' }).of(customer.language) ?? customer.language],
    [t('overview.paymentTerm'), t('overview.days', { count: customer.paymentTermDays })],
    [t('overview.creditLimit'), customer.creditLimit ? formatMoney(customer.creditLimit, language) : '—'],
    [t('overview.journey'), customer.journey?.name ?? '—'],
    [t('columns.superDebtor'), customer.superDebtor?.name ?? '—'],
    [t('overview.tags'), customer.tags.length ? customer.tags.join(', ') : '—'],
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${ids}-balance`} className="flex flex-col gap-2">
        <h3 id={`${ids}-balance`} className="font-semibold text-slate-950">
          {t('balance.title')}
        </h3>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {balance.map(([term, value]) => (
            <div key={term} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="text-lg font-semibold text-slate-950 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {[...facts, ...customer.customFields.map((field): [string, string] => [field.label, field.value === null || field.value === undefined ? '—' : String(field.value)])].map(
          ([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-medium break-words text-slate-950">{value}</dd>
            </div>
          ),
        )}
      </dl>

      <DunningControl
        paused={customer.dunning.paused}
        pauseReason={customer.dunning.pauseReason}
        onPause={async (reason) => {
          await pauseCustomerDunning(administrationId, customer.id, { reason }, ifMatch);
          await refresh('pauseCustomerDunning');
        }}
        onResume={async () => {
          await resumeCustomerDunning(administrationId, customer.id, ifMatch);
          await refresh('resumeCustomerDunning');
        }}
        onStale={() => refresh('getCustomer')}
      />

      <section aria-labelledby={`${ids}-contacts`} className="flex flex-col gap-2">
        <h3 id={`${ids}-contacts`} className="font-semibold text-slate-950">
          {t('contacts.title')}
        </h3>
        {contacts.isPending ? (
          <p role="status">{t('contacts.loading')}</p>
        ) : contacts.isError ? (
          <p role="alert">{t('contacts.failed')}</p>
        ) : contacts.data.items.length === 0 ? (
          <p>{t('contacts.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {contacts.data.items.map((contact) => (
              <li key={contact.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium text-slate-950">
                  {contact.name}
                  {contact.primary ? <span className="ml-2 text-sm font-normal text-slate-600">({t('contacts.primary')})</span> : null}
                </p>
                <p className="text-sm text-slate-700">{[contact.function, contact.email, contact.phone].filter(Boolean).join(' · ')}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
