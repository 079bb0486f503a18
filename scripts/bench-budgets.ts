/**
 * The budgets of `npm run bench` (issue 25, "Fast everywhere"), in one table, and the check that
 * makes the bench exit 1 when a measure is over its budget. Time budgets apply to medians; the
 * README lists them with the machine they were set for (two cores, Debian 12, Chromium headless).
 */

/** `max`: the measure must not exceed the limit; `min`: it must reach it (a score). */
export type Budget = { label: string; limit: number; unit: 'ms' | 'KB' | 'MB' | 'score'; kind: 'max' | 'min' };

const ms = (label: string, limit: number): Budget => ({ label, limit, unit: 'ms', kind: 'max' });

/** Lighthouse 13, mobile preset, signed in: the pages it runs on (their budgets below). */
export const LIGHTHOUSE_PAGES = ['templates', 'invoices', 'customer'] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

const lighthouseBudgets = Object.fromEntries(
  LIGHTHOUSE_PAGES.flatMap((page) => [
    [`lighthouse.${page}.score`, { label: `Lighthouse ${page}: performance score`, limit: 95, unit: 'score', kind: 'min' }],
    [`lighthouse.${page}.lcp`, ms(`Lighthouse ${page}: largest contentful paint`, 2000)],
    [`lighthouse.${page}.tbt`, ms(`Lighthouse ${page}: total blocking time`, 150)],
  ]),
) as Record<`lighthouse.${LighthousePage}.${'score' | 'lcp' | 'tbt'}`, Budget>;

export const BUDGETS = {
  'templates.firstCard': ms('Templates: first card painted', 600),
  'templates.searchToPaint': ms('Templates: last keystroke → filtered grid, minus debounce', 50),
  navigation: ms('Sidebar click → next area titled', 150),
  // The target; npm run size (scripts/check-size.ts) is the CI gate, at what the build is now.
  'templates.initialJs': { label: 'Initial JS of /templates (gzip)', limit: 160, unit: 'KB', kind: 'max' },
  'invoices.firstRows': ms('Invoices at 50,000: first rows painted', 600),
  'invoices.pageChange': ms('Invoices: Next page → rows painted', 150),
  'invoices.filter': ms('Invoices: status filter → rows painted', 120),
  'invoices.sort': ms('Invoices: sort → rows painted', 120),
  /** The client's share of each list measure: answer received → rows painted. */
  'lists.clientShare': ms('Lists: client share (answer received → rows painted), worst', 50),
  'mailbox.pageChange': ms('Mailbox at 10,000: Next page → rows painted', 150),
  /** The mock's handler time (Server-Timing) of a list query at 50,000 invoices. */
  'mockApi.handler': ms('Mock API: list handler time at 50,000 invoices, worst query', 30),
  'invoices.exportMs': ms('Invoices export to CSV (50,000 rows)', 60_000),
  'invoices.exportHeapMb': { label: 'Invoices export: peak JS heap', limit: 250, unit: 'MB', kind: 'max' },
  dashboard: ms('Dashboard: landing → every card painted', 1200),
  ...lighthouseBudgets,
} satisfies Record<string, Budget>;

export type BudgetId = keyof typeof BUDGETS;

export type BudgetCheck = { id: BudgetId; budget: Budget; value: number; over: boolean };

/**
 * Each measured value against its budget. A measure left out (undefined: not measured in this
 * run, e.g. BENCH_ONLY=templates) is not checked; one that failed to measure (NaN) is over.
 */
export function checkBudgets(measured: Partial<Record<BudgetId, number>>, budgets: Record<BudgetId, Budget> = BUDGETS): BudgetCheck[] {
  return (Object.keys(budgets) as BudgetId[]).flatMap((id) => {
    const value = measured[id];
    if (value === undefined) return [];
    const budget = budgets[id];
    const within = budget.kind === 'max' ? value <= budget.limit : value >= budget.limit;
    return [{ id, budget, value, over: !within }];
  });
}

/** One line of the bench's table: the value, the budget, and OVER when over it. */
export function describeCheck({ budget, value, over }: BudgetCheck): string {
  const shown = budget.unit === 'KB' || budget.unit === 'MB' ? value.toFixed(1) : value.toFixed(0);
  const unit = budget.unit === 'score' ? '' : ` ${budget.unit}`;
  return `${shown}${unit} (budget ${budget.kind === 'max' ? '≤' : '≥'} ${budget.limit}${unit}${over ? ', OVER' : ''})`;
}
