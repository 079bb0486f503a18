import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCall } from '@/api/generated/endpoints/communication/communication';
import { usePermission } from '@/api/permissions';
import { ForbiddenPanel } from '@/components/ForbiddenPanel';
import { QueryErrorView } from '@/components/QueryErrorView';
import { PageSpinner } from '@/components/PageSpinner';
import { InvoiceLinks } from '@/components/records/InvoiceLinks';
import { Button } from '@/components/ui/Button';
import { formatDateTime } from '@/lib/format';
import { AREAS } from '@/navigation/areas';

/** Minutes and seconds of a call ("4:20"); a call not answered lasted nothing. */
export function callDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

type Props = {
  administrationId: string;
  callId: string;
  onClose: () => void;
  /**
   * Move focus to the panel when it opens, so keyboard and screen-reader users land on what they
   * opened (a row of a long list, or the page the address opened for the call).
   */
  focusOnOpen?: boolean;
};

/**
 * The call panel (`callId`, SPEC §2): one call's facts and notes, on the calls list and on a
 * customer's or super debtor's page. Calls need their own permission: without it the panel says
 * so instead of asking; an id that names no call says that.
 */
export function CallPanel({ administrationId, callId, onClose, focusOnOpen = false }: Props) {
  const { t, i18n } = useTranslation('communication');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const permission = usePermission(AREAS.calls.permission);
  const refused = permission.fetched && !permission.allowed;
  const call = useGetCall(administrationId, callId, { query: { enabled: !refused } });
  const data = call.data;

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen, callId]);

  const mayOpenInvoices = usePermission(AREAS.invoices.permission).allowed;
  const facts: [string, ReactNode][] = data
    ? [
        [t('columns.customer'), data.customer.name],
        [t('columns.contact'), data.contactName ?? '—'],
        [t('columns.phoneNumber'), data.phoneNumber],
        [t('columns.at'), formatDateTime(data.at, i18n.language)],
        [t('columns.direction'), t(`direction.${data.direction}`)],
        [t('columns.duration'), callDuration(data.durationSeconds)],
        [t('columns.outcome'), t(`outcome.${data.outcome}`)],
        [t('columns.invoices'), <InvoiceLinks invoices={data.invoices} linked={mayOpenInvoices} />],
        [t('columns.loggedBy'), data.loggedBy.name],
      ]
    : [];

  let body;
  if (refused) body = <ForbiddenPanel showDashboardLink={false} />;
  else if (call.isError)
    body = (
      <QueryErrorView
        error={call.error}
        onRetry={() => void call.refetch()}
        notFound={<p className="text-sm text-slate-700">{t('calls.notFound', { id: callId })}</p>}
      />
    );
  else if (!data) body = <PageSpinner />;
  else
    body = (
      <>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="text-sm font-semibold text-slate-950">{t('calls.notes')}</h3>
          <p className="text-sm whitespace-pre-line">{data.notes || '—'}</p>
        </div>
      </>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
          {data ? t('calls.panelTitle', { customer: data.customer.name }) : t('calls.panelPending')}
        </h2>
        <Button variant="subtle" size="sm" onClick={onClose}>
          {t('message.close')}
        </Button>
      </div>
      {body}
    </section>
  );
}
