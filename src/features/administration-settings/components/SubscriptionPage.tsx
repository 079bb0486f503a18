import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePlan, getGetSubscriptionQueryKey, useGetSubscription } from '@/api/generated/endpoints/administration-setup/administration-setup';
import type { Plan, Subscription } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { QueryPanel } from '@/components/QueryPanel';
import { Button, buttonClass } from '@/components/ui/Button';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';
import { textLinkClass } from '@/components/ui/link';
import { centsToDecimal, isUpgrade, overLimits, upgradeChargeCents, usageAgainst } from '@/lib/administration-setup/model/plans';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';

const limitsOf = (plan: Plan) => plan.limits;
const usageOf = (subscription: Subscription) => subscription.usage;

/** The subscription page: the plan, its price and renewal, and what is used of its limits (counted by the server). */
export function SubscriptionPage({ administrationId }: { administrationId: string }) {
  const { t, i18n } = useTranslation('administration-settings');
  const subscription = useGetSubscription(administrationId);
  return (
    <QueryPanel title={t('setup.subscription.title')} query={subscription} failed={t('setup.subscription.loadError')}>
      {(data) => {
        const plan = data.plans.find((candidate) => candidate.id === data.plan);
        return (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <p className="text-base font-semibold text-slate-900">{t('setup.subscription.current', { plan: t(`setup.subscription.plans.${data.plan}`) })}</p>
                {plan ? <p className="text-sm text-slate-700">{t('setup.subscription.price', { price: formatMoney(plan.price, i18n.language) })}</p> : null}
                <p className="text-sm text-slate-700">{t('setup.subscription.renews', { date: formatDate(data.renewsOn, i18n.language) })}</p>
              </div>
              <Link to="/administrations/$administrationId/settings/subscription/upgrade" params={{ administrationId }} className={buttonClass()}>
                {t('setup.subscription.change')}
              </Link>
            </div>
            {plan ? <UsageTable subscription={data} plan={plan} /> : null}
            {data.lastCharge ? (
              <p className="text-sm text-slate-700">
                {t('setup.subscription.lastCharge', {
                  amount: formatMoney(data.lastCharge.amount, i18n.language),
                  date: formatDate(data.lastCharge.chargedAt, i18n.language),
                  plan: t(`setup.subscription.plans.${data.lastCharge.planId}`),
                })}
              </p>
            ) : null}
          </div>
        );
      }}
    </QueryPanel>
  );
}

function UsageTable({ subscription, plan }: { subscription: Subscription; plan: Plan }) {
  const { t, i18n } = useTranslation('administration-settings');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-sm">
        <caption className="mb-2 text-left font-medium text-slate-800">{t('setup.subscription.usageCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="p-2 font-medium">{t('setup.subscription.item')}</th>
            <th scope="col" className="p-2 text-right font-medium">{t('setup.subscription.used')}</th>
            <th scope="col" className="p-2 text-right font-medium">{t('setup.subscription.limit')}</th>
          </tr>
        </thead>
        <tbody>
          {usageAgainst(usageOf(subscription), limitsOf(plan)).map(({ item, used, limit }) => (
            <tr key={item} className="border-b border-slate-100">
              <th scope="row" className="p-2 text-left font-normal text-slate-900">{t(`setup.subscription.items.${item}`)}</th>
              <td className="p-2 text-right tabular-nums">
                {number.format(used)}
                {used > limit ? <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">{t('setup.subscription.over')}</span> : null}
              </td>
              <td className="p-2 text-right tabular-nums">{number.format(limit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The upgrade flow: every plan with its price and limits; a plan the usage does not fit is refused
 * before asking (the server refuses it too). Choosing asks first, saying what is charged now; the
 * change is sent with the subscription's version (If-Match) and an Idempotency-Key, so a retry of a
 * lost answer charges once.
 */
export function UpgradePage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('administration-settings');
  const subscription = useGetSubscription(administrationId);
  return (
    <QueryPanel title={t('setup.subscription.change')} query={subscription} failed={t('setup.subscription.loadError')}>
      {(data) => <PlanChooser administrationId={administrationId} subscription={data} />}
    </QueryPanel>
  );
}

function PlanChooser({ administrationId, subscription }: { administrationId: string; subscription: Subscription }) {
  const { t, i18n } = useTranslation('administration-settings');
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const key = useRef<string | null>(null);
  const planName = (plan: Plan['id']) => t(`setup.subscription.plans.${plan}`);
  const today = new Date();
  const nextPeriod = formatDate(subscription.renewsOn, i18n.language);
  const chargeOf = (plan: Plan) => ({ amount: centsToDecimal(upgradeChargeCents(subscription.plan, plan.id, plan.price.currency, today)), currency: plan.price.currency });

  async function confirm(plan: Plan) {
    key.current ??= crypto.randomUUID();
    try {
      const saved = await changePlan(administrationId, { planId: plan.id }, { headers: { 'If-Match': subscription.etag, 'Idempotency-Key': key.current } });
      key.current = null;
      queryClient.setQueryData(getGetSubscriptionQueryKey(administrationId), saved);
      const charged = saved.lastCharge && isUpgrade(subscription.plan, plan.id) ? ` ${t('setup.subscription.charged', { amount: formatMoney(saved.lastCharge.amount, i18n.language) })}` : '';
      setOutcome({ kind: 'done', text: `${t('setup.subscription.changed', { plan: planName(plan.id) })}${charged}` });
    } catch (failure) {
      key.current = null;
      if (failure instanceof ApiError && failure.status === 412) {
        void queryClient.invalidateQueries({ queryKey: getGetSubscriptionQueryKey(administrationId) });
        setOutcome({ kind: 'error', text: t('setup.subscription.conflict') });
      } else if (failure instanceof ApiError && failure.status === 422) {
        setOutcome({ kind: 'error', text: t('setup.subscription.refused', { reason: failure.problem?.detail ?? '' }) });
      } else setOutcome({ kind: 'error', text: t('setup.subscription.failed') });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className={`text-sm font-medium ${outcome?.kind === 'error' ? 'text-red-800' : 'text-green-800'}`}>
        {outcome?.text ?? ''}
      </p>
      <ul aria-label={t('setup.subscription.planCaption')} className="grid gap-3 md:grid-cols-3">
        {subscription.plans.map((plan) => {
          const current = plan.id === subscription.plan;
          const over = overLimits(subscription.usage, plan.limits);
          const reasonId = `plan-${plan.id}-too-small`;
          return (
            <li key={plan.id} className={`flex flex-col gap-2 rounded-lg border p-3 ${current ? 'border-blue-700' : 'border-slate-200'}`}>
              <h3 className="text-base font-semibold text-slate-900">{planName(plan.id)}</h3>
              <p className="text-sm text-slate-800">{t('setup.subscription.price', { price: formatMoney(plan.price, i18n.language) })}</p>
              <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm text-slate-700">
                {usageAgainst(subscription.usage, plan.limits).map(({ item, limit }) => (
                  <div key={item} className="contents">
                    <dt>{t(`setup.subscription.items.${item}`)}</dt>
                    <dd className="text-right tabular-nums">{new Intl.NumberFormat(i18n.language).format(limit)}</dd>
                  </div>
                ))}
              </dl>
              {current ? (
                <p className="text-sm font-medium text-blue-800">{t('setup.subscription.currentBadge')}</p>
              ) : (
                <>
                  {over.length ? (
                    <p id={reasonId} className="text-sm text-red-800">
                      {t('setup.subscription.tooSmall', { items: over.map((item) => t(`setup.subscription.items.${item}`)).join(', ') })}
                    </p>
                  ) : null}
                  <Button variant="secondary" disabled={over.length > 0} aria-describedby={over.length ? reasonId : undefined} onClick={() => setChosen(plan)}>
                    {t('setup.subscription.choose', { plan: planName(plan.id) })}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <Link to="/administrations/$administrationId/settings/subscription" params={{ administrationId }} className={textLinkClass}>
        {t('setup.subscription.back')}
      </Link>
      <LazyConfirmDialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        tone="primary"
        title={chosen ? t('setup.subscription.confirmTitle', { plan: planName(chosen.id) }) : ''}
        description={
          chosen
            ? isUpgrade(subscription.plan, chosen.id)
              ? t('setup.subscription.confirmUpgrade', { amount: formatMoney(chargeOf(chosen), i18n.language), date: nextPeriod, price: formatMoney(chosen.price, i18n.language) })
              : t('setup.subscription.confirmDowngrade', { plan: planName(chosen.id), date: nextPeriod, price: formatMoney(chosen.price, i18n.language) })
            : ''
        }
        confirmLabel={t('setup.subscription.confirm')}
        cancelLabel={t('setup.subscription.cancel')}
        onConfirm={() => (chosen ? confirm(chosen) : undefined)}
      />
    </div>
  );
}
