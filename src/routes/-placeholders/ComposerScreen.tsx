import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import type { ComposerSearch } from '@/navigation/search-params';
import { areaCrumbs, detailLink } from '@/navigation/links';

/** /communication/{customerId}: composing a message to a customer, optionally about one invoice. */
export function ComposerScreen({ customerId, search }: { customerId: string; search: ComposerSearch }) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  const breadcrumbs = [
    ...areaCrumbs(t, 'customers'),
    { label: t('detail.customers', { id: customerId }), link: detailLink('customers', customerId) },
    { label: t('composer.crumb') },
  ];
  return (
    <PageFrame
      title={t('composer.title', { id: customerId })}
      breadcrumbs={breadcrumbs}
      context={
        search.invoiceId && (
          <p role="note" className="text-sm text-slate-700">
            {t('context.invoice', { id: search.invoiceId })}
          </p>
        )
      }
    >
      <EmptyState />
    </PageFrame>
  );
}
