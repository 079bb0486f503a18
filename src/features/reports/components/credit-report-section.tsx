import { type ComponentProps, Suspense } from 'react';
import { lazyNamed } from '@/components/ui/Deferred';

// The credit report loads with the first overview that shows it, not with the overview's own chunk.
const LazyCreditReportPanel = lazyNamed(() => import('./CreditReportPanel'), 'CreditReportPanel');

/** The provider's credit report on a customer's overview. */
export function CreditReportSection(props: ComponentProps<typeof LazyCreditReportPanel>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-slate-100" />}>
      <LazyCreditReportPanel {...props} />
    </Suspense>
  );
}
