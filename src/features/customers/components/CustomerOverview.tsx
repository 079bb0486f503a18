import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAdministrations } from '@/api/generated/endpoints/administrations/administrations';
import { pauseCustomerDunning, resumeCustomerDunning } from '@/api/generated/endpoints/customers/customers';
import type { Customer, DunningPause } from '@/api/generated/model';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { useVersionedSave } from '@/api/versioned-save';
import { useHasKeptInput } from '@/components/form/kept-input';
import { useCustomFieldText } from '@/components/records/custom-field-text';
import { DunningControl } from '@/components/records/DunningControl';
import { Button } from '@/components/ui/Button';
import { formatMoney } from '@/lib/money';
import { postalAddressLine } from '@/lib/postal-address';
import { WriteMessageLink } from '@/navigation/WriteMessageLink';
import { CustomerContacts } from './CustomerContacts';
import { customerVersion } from './customer-version';
import { CustomerEditForm, customerEditKeep, type EditOutcome } from './CustomerEditForm';

type Props = { administrationId: string; customer: Customer };

/**
 * Who the customer is, what they owe and why (SPEC §2 customer overview), their contacts and
 * dunning. With Manage_Customers the details are edited in place and contacts managed.
 */
export function CustomerOverview({ administrationId, customer }: Props) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.language;
  const ids = useId();
  const customFieldText = useCustomFieldText();
  const { allowed: canManage, fetched: permissionsFetched } = usePermission(operationPermission.updateCustomer);
  const [editing, setEditing] = useState(false);
  // Edits kept from an earlier visit (the session ended mid-edit, the tab was closed while a save
  // waited): the form opens by itself to offer them back.
  const keptEdits = useHasKeptInput(customerEditKeep(administrationId, customer.id));
  const [reopened, setReopened] = useState(false);
  if (keptEdits && canManage && !reopened) {
    setReopened(true);
    setEditing(true);
  }
  const [outcome, setOutcome] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const pause = useVersionedSave({
    operationId: 'pauseCustomerDunning',
    send: (body: DunningPause, ifMatch) => pauseCustomerDunning(administrationId, customer.id, body, ifMatch),
    ...customerVersion(administrationId, customer.id),
  });
  const resume = useVersionedSave({
    operationId: 'resumeCustomerDunning',
    send: (_: undefined, ifMatch) => resumeCustomerDunning(administrationId, customer.id, ifMatch),
    ...customerVersion(administrationId, customer.id),
  });

  const balance: [string, string][] = [
    [t('balance.outstanding'), formatMoney(customer.balance.outstanding, language)],
    [t('balance.overdue'), formatMoney(customer.balance.overdue, language)],
    [t('balance.disputed'), formatMoney(customer.balance.disputed, language)],
    [t('balance.inArrangement'), formatMoney(customer.balance.inArrangement, language)],
  ];
  // In the customer's country's order; the country named when it is not the administration's.
  const homeCountry = useListAdministrations().data?.items.find((administration) => administration.id === administrationId)?.country;
  const address = postalAddressLine(customer.address, language, homeCountry);
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

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const closeEditor = (how: EditOutcome) => {
    returnFocus.current = true;
    setEditing(false);
    setOutcome(how === 'saved' ? t('edit.saved') : how === 'discarded' ? t('edit.conflict.discarded') : '');
  };

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

      <section aria-labelledby={`${ids}-details`} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${ids}-details`} className="font-semibold text-slate-950">
            {t('edit.details')}
          </h3>
          <div className="flex flex-wrap gap-2">
            <WriteMessageLink customerId={customer.id} />
            {canManage && !editing ? (
              <Button
                ref={editButton}
                variant="secondary"
                size="sm"
                onClick={() => {
                  setOutcome('');
                  setEditing(true);
                }}
              >
                {t('edit.edit')}
              </Button>
            ) : null}
          </div>
        </div>
        <p role="status" className={outcome ? 'rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-950' : 'sr-only'}>
          {outcome}
        </p>
        {permissionsFetched && !canManage ? <p className="text-sm text-slate-700">{t('edit.readOnly')}</p> : null}
        {editing ? (
          <CustomerEditForm administrationId={administrationId} customer={customer} onClose={closeEditor} />
        ) : (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {[...facts, ...customer.customFields.map((field): [string, string] => [field.label, customFieldText(field)])].map(
              ([term, value]) => (
                <div key={term}>
                  <dt className="text-sm text-slate-600">{term}</dt>
                  <dd className="font-medium break-words text-slate-950">{value}</dd>
                </div>
              ),
            )}
          </dl>
        )}
      </section>

      <DunningControl
        dunning={customer.dunning}
        onPause={(body) => pause.save(body, customer.etag)}
        onResume={() => resume.save(undefined, customer.etag)}
      />

      <CustomerContacts administrationId={administrationId} customerId={customer.id} canManage={canManage} />
    </div>
  );
}
