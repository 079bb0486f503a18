import { type ComponentProps, Suspense } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { lazyNamed } from '@/components/ui/Deferred';

// The timeline loads with the first overview that shows it, not with the overview's own chunk.
const LazyRecordTimeline = lazyNamed(() => import('@/components/records/RecordTimeline'), 'RecordTimeline');

/** A record's timeline under its overview (customer, invoice, super debtor). */
export function RecordTimelineSection(props: ComponentProps<typeof LazyRecordTimeline>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyRecordTimeline {...props} />
    </Suspense>
  );
}
