import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteErrorView, routeErrorKind } from '@/components/RouteErrorView';
import { quietLinkClass } from '@/components/ui/link';
import { Spinner } from '@/components/ui/Spinner';

const linkClass = `inline-flex items-center gap-1 text-sm font-medium ${quietLinkClass}`;

/** What every state of /templates/{templateId} shares: the way back to the list above it. */
export function TemplateDetailFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('templates');
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to="/templates" className={linkClass}>
          <span aria-hidden="true">←</span>
          {t('detail.back')}
        </Link>
      </div>
      {children}
    </div>
  );
}

/** Every state has a level-1 heading: the template's name once loaded, else this generic one. */
function GenericHeading() {
  const { t } = useTranslation('templates');
  return <h1 className="sr-only">{t('detail.heading')}</h1>;
}

/** While the route loads the template. */
export function TemplateDetailPending() {
  const { t } = useTranslation('templates');
  return (
    <TemplateDetailFrame>
      <GenericHeading />
      <Spinner label={t('detail.loading')} className="min-h-40" />
    </TemplateDetailFrame>
  );
}

/** The route's error view under the way back; an unknown id is "Template not found". */
export function TemplateDetailError({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>) {
  return (
    <TemplateDetailFrame>
      {routeErrorKind(error) !== 'notFound' && <GenericHeading />}
      <RouteErrorView error={error} reset={reset} headingLevel={2} notFound={<TemplateNotFound />} />
    </TemplateDetailFrame>
  );
}

function TemplateNotFound() {
  const { t } = useTranslation('templates');
  return (
    <section className="state-panel">
      <h1 className="text-xl font-semibold text-slate-950">{t('detail.notFoundTitle')}</h1>
      <p className="text-slate-700">{t('detail.notFoundBody')}</p>
    </section>
  );
}
