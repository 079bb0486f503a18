import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuperDebtor } from '@/api/generated/model';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { formatNumber } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useAllMembers } from '../api/all-members';
import { BALANCE_BUCKETS, type CurrencyTotal, groupBalance } from '../model/group-balance';

type Props = { administrationId: string; superDebtor: SuperDebtor };

/**
 * What the group owes as one (DOMAIN: a super debtor's aggregated balance): its members' balance
 * summaries added up per currency, and the facts of the group with the way to its customers and
 * invoices.
 */
export function SuperDebtorOverview({ administrationId, superDebtor }: Props) {
  const { t, i18n } = useTranslation('superDebtors');
  const language = i18n.language;
  const ids = useId();
  const members = useAllMembers(administrationId, superDebtor.id);
  const params = { superDebtorId: superDebtor.id };

  const facts: [string, string][] = [
    [t('columns.number'), superDebtor.number],
    [t('columns.name'), superDebtor.name],
    [t('columns.members'), formatNumber(superDebtor.memberCount, language)],
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${ids}-balance`} aria-busy={members.isPending} className="flex flex-col gap-2">
        <h3 id={`${ids}-balance`} className="font-semibold text-slate-950">
          {t('overview.balanceTitle')}
        </h3>
        {members.isPending ? (
          <>
            <p role="status" className="text-sm text-slate-700">
              {t('overview.balanceLoading')}
            </p>
            <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {BALANCE_BUCKETS.map((bucket) => (
                <div key={bucket} className="h-[4.5rem] animate-pulse rounded-lg bg-slate-100" />
              ))}
            </div>
          </>
        ) : members.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            <p>{t('overview.balanceFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
              {t('overview.retry')}
            </Button>
          </div>
        ) : (
          <BalanceTotals totals={groupBalance(members.data, superDebtor.outstanding.currency)} memberCount={members.data.length} />
        )}
      </section>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-950">{value}</dd>
          </div>
        ))}
      </dl>

      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/super-debtors/$superDebtorId/debtors" params={params} className={textLinkClass}>
            {t('overview.membersLink', { count: superDebtor.memberCount, formatted: formatNumber(superDebtor.memberCount, language) })}
          </Link>
        </li>
        <li>
          <Link to="/super-debtors/$superDebtorId/invoices" params={params} className={textLinkClass}>
            {t('overview.invoicesLink')}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** One row of four amounts per currency; with several currencies each is captioned, never added together. */
function BalanceTotals({ totals, memberCount }: { totals: CurrencyTotal[]; memberCount: number }) {
  const { t, i18n } = useTranslation('superDebtors');
  const language = i18n.language;
  const mixed = totals.length > 1;
  return (
    <div className="flex flex-col gap-3">
      {memberCount === 0 && <p className="text-sm text-slate-700">{t('overview.noMembers')}</p>}
      {mixed && <p className="text-sm text-slate-700">{t('overview.currencies', { number: formatNumber(totals.length, language) })}</p>}
      {totals.map((total) => (
        <div key={total.currency} className="flex flex-col gap-1">
          {mixed && (
            <h4 className="text-sm font-semibold text-slate-800">
              {t('overview.inCurrency', { currency: total.currency, count: total.members, formatted: formatNumber(total.members, language) })}
            </h4>
          )}
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {BALANCE_BUCKETS.map((bucket) => (
              <div key={bucket} className="rounded-lg border border-slate-200 p-3">
                <dt className="text-sm text-slate-600">{t(`balance.${bucket}`)}</dt>
                <dd className="text-lg font-semibold text-slate-950 tabular-nums">{formatMoney(total[bucket], language)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
