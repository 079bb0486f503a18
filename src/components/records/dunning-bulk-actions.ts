import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { PauseReasonCode } from '@/api/generated/model';
import { PAUSE_REASON_CODES } from './pause-reasons';
import { runBulkOperation } from '@/components/list/query-result';
import type { BulkAction, FilterOption } from '@/components/list/types';
import type { BulkResult, BulkTarget } from '@/lib/list/selection';

/** The contract's bulk target for a list whose filter is `F`: the ids chosen, or the filter minus the rows left out. */
export type ContractBulkTarget<F> = { ids: string[] } | { matching: F; excludeIds?: string[] };

function contractTarget<F>(target: BulkTarget): ContractBulkTarget<F> {
  return 'ids' in target ? { ids: target.ids } : { matching: target.matching as F, excludeIds: target.excludeIds };
}

type Call<Body> = readonly [operationId: string, call: (body: Body, options: RequestInit) => Promise<BulkResult>];

type DunningBulkOptions<F> = {
  labels: {
    pause: string;
    resume: string;
    reason: string;
    /** The reason list: its label and the reasons (PAUSE_REASON_CODES, translated, `other` last). */
    reasonCode: { label: string; options: readonly FilterOption[] };
    until: { label: string; hint: string; errorPast: string };
  };
  /** The list's bulk pause and resume operations (customers', invoices'). */
  pause: Call<{ target: ContractBulkTarget<F>; reasonCode?: PauseReasonCode; reason?: string; until?: string }>;
  resume: Call<{ target: ContractBulkTarget<F> }>;
};

/**
 * Pausing (with a reason from the list and words of one's own, required for "other", and an
 * optional last day) and resuming the dunning of every row a list's selection
 * covers: the same two bulk actions on every list of records that are dunned.
 */
export function dunningBulkActions<F>(queryClient: QueryClient, administrationId: string, { labels, pause, resume }: DunningBulkOptions<F>): BulkAction[] {
  return [
    {
      id: 'pause',
      label: labels.pause,
      reason: { label: labels.reason, maxLength: 500, choice: { ...labels.reasonCode, textFor: 'other' }, until: labels.until },
      run: (target, { reason, choice, until }) =>
        runBulkOperation(
          queryClient,
          pause[0],
          administrationId,
          { target: contractTarget<F>(target), reasonCode: choice as PauseReasonCode | undefined, ...(reason ? { reason } : {}), ...(until ? { until } : {}) },
          pause[1],
        ),
    },
    {
      id: 'resume',
      label: labels.resume,
      run: (target) => runBulkOperation(queryClient, resume[0], administrationId, { target: contractTarget<F>(target) }, resume[1]),
    },
  ];
}

/** The reason list and the end day of a bulk pause, in the user's words (the `records` namespace's `t`). */
export function pauseLabels(t: TFunction<'records'>): Pick<DunningBulkOptions<unknown>['labels'], 'reasonCode' | 'until'> {
  return {
    reasonCode: { label: t('dunning.reasonCode'), options: PAUSE_REASON_CODES.map((code) => ({ value: code, label: t(`dunning.reasons.${code}`) })) },
    until: { label: t('dunning.untilLabel'), hint: t('dunning.untilHint'), errorPast: t('dunning.untilFuture') },
  };
}
