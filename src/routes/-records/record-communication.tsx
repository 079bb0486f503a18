import { type ComponentProps, Suspense } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { lazyNamed } from '@/components/ui/Deferred';

/*
 * The communication area's parts on record pages load when they are shown. The record pages' tab
 * screens share one chunk with the other unbuilt areas' screens (placeholder-screens), which the
 * dashboard loads and whose preload list every page's first load names: a static import here
 * would put the communication lists in both.
 */
const load = () => import('@/features/communication/components/RecordCommunication');
const LazyRecordCommunication = lazyNamed(load, 'RecordCommunication');
const LazyCallPanel = lazyNamed(load, 'CallPanel');

/** A record's communication tab (customer, invoice, super debtor). */
export function RecordCommunicationTab(props: ComponentProps<typeof LazyRecordCommunication>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyRecordCommunication {...props} />
    </Suspense>
  );
}

/** The call panel a debtor page's `callId` opens. */
export function RecordCallPanel(props: ComponentProps<typeof LazyCallPanel>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyCallPanel {...props} />
    </Suspense>
  );
}
