import { useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getGet__Record__SuspenseQueryOptions } from '@/api/generated/endpoints/__kebab__/__kebab__';
import { PageFrame } from '@/components/PageFrame';
import { RouteErrorView } from '@/components/RouteErrorView';
import { quietLinkClass } from '@/components/ui/link';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime } from '@/lib/format';
import { areaCrumbs } from '@/navigation/links';

/** Every state of a record's page: its title (the record's name once loaded) and the way back. */
function __Record__Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['__kebab__', 'navigation']);
  return (
    <PageFrame title={title} breadcrumbs={[...areaCrumbs(t, '__areaId__'), { label: title }]}>
      <div>
        <Link to="__areaPath__" className={`inline-flex items-center gap-1 text-sm font-medium ${quietLinkClass}`}>
          <span aria-hidden="true">←</span>
          {t('detail.back')}
        </Link>
      </div>
      {children}
    </PageFrame>
  );
}

/** While the route loads the record. */
export function __Record__DetailPending() {
  const { t } = useTranslation('__kebab__');
  return (
    <__Record__Frame title={t('detail.heading')}>
      <Spinner label={t('detail.loading')} className="min-h-40" />
    </__Record__Frame>
  );
}

/** The route's failure under the page's frame; an unknown id is this area's "not found". */
export function __Record__DetailError({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>) {
  const { t } = useTranslation('__kebab__');
  return (
    <__Record__Frame title={t('detail.heading')}>
      <RouteErrorView
        error={error}
        reset={reset}
        headingLevel={2}
        notFound={
          <section className="state-panel">
            <h2 className="text-lg font-medium text-slate-800">{t('detail.notFound.title')}</h2>
            <p className="text-slate-700">{t('detail.notFound.body')}</p>
          </section>
        }
      />
    </__Record__Frame>
  );
}

/** __areaPath__/{__param__}: one record, once the route has loaded it. */
export function __Record__DetailPage({ administrationId, __param__ }: { administrationId: string; __param__: string }) {
  const { t, i18n } = useTranslation('__kebab__');
  const { data: record } = useSuspenseQuery(getGet__Record__SuspenseQueryOptions(administrationId, __param__));
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <__Record__Frame title={record.name}>
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Fact label={t('list.columns.reference')}>{record.reference}</Fact>
        <Fact label={t('list.columns.createdAt')}>
          <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, language)}</time>
        </Fact>
        <Fact label={t('detail.updatedAt')}>
          <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt, language)}</time>
        </Fact>
      </dl>
    </__Record__Frame>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}
