import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetJourneyNextDays, useListJourneyDayInvoices } from '@/api/generated/endpoints/journeys/journeys';
import type { JourneyForecastKind, JourneyNextDays } from '@/api/generated/model';
import { QueryErrorView } from '@/components/QueryErrorView';
import { QueryPanel } from '@/components/QueryPanel';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';

const KINDS: readonly JourneyForecastKind[] = ['email', 'letter', 'sms', 'whatsapp', 'call', 'handover'];

type Pick = { day: string; kind: JourneyForecastKind };

/** The administration's next seven days of journey runs, per day and kind, each number opening its invoices. */
export function NextDaysPanel({ administrationId, headingLevel = 2 }: { administrationId: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('journeys');
  const query = useGetJourneyNextDays(administrationId);
  const [picked, setPicked] = useState<Pick | null>(null);
  return (
    <QueryPanel
      title={t('nextDays.title')}
      headingLevel={headingLevel}
      query={query}
      failed={t('nextDays.failed')}
      empty={(data) => (data.days.every((day) => KINDS.every((kind) => day.counts[kind] === 0)) ? t('nextDays.nothing') : null)}
    >
      {(data) => (
        <>
          <DaysTable data={data} onPick={setPicked} />
          {picked ? <DayInvoicesDialog administrationId={administrationId} picked={picked} onClose={() => setPicked(null)} /> : null}
        </>
      )}
    </QueryPanel>
  );
}

function DaysTable({ data, onPick }: { data: JourneyNextDays; onPick: (pick: Pick) => void }) {
  const { t, i18n } = useTranslation('journeys');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left text-slate-700">{t('nextDays.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('nextDays.day')}
            </th>
            {KINDS.map((kind) => (
              <th key={kind} scope="col" className="px-2 py-1 text-right font-medium">
                {t(`kinds.${kind}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.days.map((day) => {
            const label = formatDate(day.day, i18n.language);
            return (
              <tr key={day.day} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                  <time dateTime={day.day}>{label}</time>
                </th>
                {KINDS.map((kind) => {
                  const count = day.counts[kind];
                  return (
                    <td key={kind} className="px-2 py-1 text-right tabular-nums">
                      {count === 0 ? (
                        <span className="text-slate-500">0</span>
                      ) : (
                        <button
                          type="button"
                          className="rounded px-1 font-semibold text-sky-800 underline focus-visible:outline-2 focus-visible:outline-sky-700"
                          aria-label={t('nextDays.showInvoices', { count, kind: t(`kinds.${kind}`), day: label })}
                          onClick={() => onPick({ day: day.day, kind })}
                        >
                          {count}
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DayInvoicesDialog({ administrationId, picked, onClose }: { administrationId: string; picked: Pick; onClose: () => void }) {
  const { t, i18n } = useTranslation('journeys');
  const language = i18n.language;
  const query = useListJourneyDayInvoices(administrationId, picked.day, { kind: picked.kind });
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('nextDays.dayTitle', { kind: t(`kinds.${picked.kind}`), day: formatDate(picked.day, language) })}
      actions={<Button variant="secondary" onClick={onClose}>{t('nextDays.close')}</Button>}
    >
      {query.isPending ? (
        <Spinner label={t('nextDays.loading')} showLabel />
      ) : query.isError ? (
        <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="py-1 pr-3 font-medium">{t('nextDays.invoice')}</th>
                <th scope="col" className="py-1 pr-3 font-medium">{t('nextDays.customer')}</th>
                <th scope="col" className="py-1 pr-3 font-medium">{t('nextDays.step')}</th>
                <th scope="col" className="py-1 pr-3 font-medium">{t('nextDays.dueDate')}</th>
                <th scope="col" className="py-1 text-right font-medium">{t('nextDays.outstanding')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((item) => (
                <tr key={`${item.invoice.id}-${item.step.id}`} className="border-b border-slate-100">
                  <td className="py-1 pr-3">
                    <Link className="text-sky-800 underline" to="/invoices/$invoiceId" params={{ invoiceId: item.invoice.id }}>
                      {item.invoice.number}
                    </Link>
                  </td>
                  <td className="py-1 pr-3">
                    <Link className="text-sky-800 underline" to="/customers/$customerId" params={{ customerId: item.customer.id }}>
                      {item.customer.name}
                    </Link>
                  </td>
                  <td className="py-1 pr-3">{item.step.name}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDate(item.dueDate, language)}</td>
                  <td className="py-1 text-right whitespace-nowrap tabular-nums">{formatMoney(item.outstanding, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
