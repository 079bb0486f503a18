/**
 * The business-information provider's credit report on a customer (contract tag `dnb-reports`, cache
 * group `dnb-reports`), on the customer's overview: score, risk class and the credit limit the
 * provider advises, with its own loading, error ("Try again") and refused states. Loaded in its own
 * chunk after the overview has painted (./credit-report-section.tsx).
 */
import { useTranslation } from 'react-i18next';
import { useGetCustomerCreditReport } from '@/api/generated/endpoints/dnb-reports/dnb-reports';
import { QueryPanel } from '@/components/QueryPanel';
import { formatDate, formatNumber } from '@/lib/format';
import { formatMoney } from '@/lib/money';

const RISK_TONE = { low: 'text-green-800', moderate: 'text-amber-800', high: 'text-orange-800', severe: 'text-red-800' } as const;

export function CreditReportPanel({ administrationId, customerId }: { administrationId: string; customerId: string }) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.language;
  const query = useGetCustomerCreditReport(administrationId, customerId);
  return (
    <QueryPanel
      title={t('creditReport.title')}
      headingLevel={3}
      query={query}
      loading={t('creditReport.loading')}
      failed={t('creditReport.failed')}
      forbidden={t('creditReport.forbidden')}
      className="gap-2"
    >
      {(data) => (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-slate-600">{t('creditReport.score')}</dt>
              <dd className="text-lg font-semibold text-slate-950 tabular-nums">{t('creditReport.scoreValue', { score: formatNumber(data.score, language) })}</dd>
            </div>
            <div className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-slate-600">{t('creditReport.risk')}</dt>
              <dd className={`text-lg font-semibold ${RISK_TONE[data.riskClass]}`}>{t(`creditReport.riskClass.${data.riskClass}`)}</dd>
            </div>
            <div className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-slate-600">{t('creditReport.limit')}</dt>
              <dd className="text-lg font-semibold text-slate-950 tabular-nums">
                {Number(data.limitAdvice.amount) === 0 ? t('creditReport.prepaymentOnly') : formatMoney(data.limitAdvice, language)}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-slate-700">
            {t('creditReport.source', { provider: data.provider, date: formatDate(data.reportedOn, language), reference: data.providerReference })}
          </p>
        </>
      )}
    </QueryPanel>
  );
}
