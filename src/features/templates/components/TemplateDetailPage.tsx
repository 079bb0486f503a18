import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isForbidden, isNotFound } from '@/api/errors';
import { ForbiddenPanel } from '@/components/ForbiddenPanel';
import { ErrorPage } from '@/components/ErrorPage';
import { quietLinkClass } from '@/components/ui/link';
import { Spinner } from '@/components/ui/Spinner';
import { useActiveAdministrationId } from '@/lib/administration';
import { formatDateTime } from '@/lib/format';
import { usePermission } from '@/api/permissions';
import { useTemplate } from '../api/templates-queries';
import { ChannelIcons } from './ChannelIcons';
import { TemplateBodyPreview } from './TemplateBodyPreview';

const linkClass = `inline-flex items-center gap-1 text-sm font-medium ${quietLinkClass}`;

function languageName(code: string | undefined, uiLanguage: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * /templates/{templateId}: a read-only view until the editor arrives. Reachable by URL without
 * Manage_Configuration too, so it says when the user may not change the template.
 */
export function TemplateDetailPage({ templateId }: { templateId: string }) {
  const { t } = useTranslation('templates');
  const administrationId = useActiveAdministrationId();
  const query = useTemplate(administrationId ?? '', templateId);

  // Every state has a level-1 heading: the template's name once loaded, else a generic one.
  const genericHeading = <h1 className="sr-only">{t('detail.heading')}</h1>;
  let content;
  if (!administrationId) {
    content = (
      <>
        {genericHeading}
        <p className="text-slate-700">{t('errors.noAdministration')}</p>
      </>
    );
  } else if (query.isPending) {
    content = (
      <>
        {genericHeading}
        <Spinner label={t('detail.loading')} className="min-h-40" />
      </>
    );
  } else if (query.isError && isNotFound(query.error)) content = <TemplateNotFound />;
  else if (query.isError && isForbidden(query.error)) content = <ForbiddenPanel />;
  else if (query.isError) {
    content = (
      <>
        {genericHeading}
        <ErrorPage variant="500" error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  } else content = <TemplateDetails template={query.data} />;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to="/templates" className={linkClass}>
          <span aria-hidden="true">←</span>
          {t('detail.back')}
        </Link>
      </div>
      {content}
    </div>
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

type TemplateDetailsProps = { template: NonNullable<ReturnType<typeof useTemplate>['data']> };

function TemplateDetails({ template }: TemplateDetailsProps) {
  const { t, i18n } = useTranslation('templates');
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const { allowed: canManage } = usePermission('Manage_Configuration');
  const titleId = useId();
  const bodyTitleId = useId();
  const modified = template['last-modified-date'];

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 id={titleId} className="text-2xl font-semibold break-words text-slate-950">
          {template.name}
        </h1>
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {canManage ? t('detail.editorComingSoon') : t('detail.readOnlyNote')}
        </p>
      </header>
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('detail.channels')}</dt>
          <dd>
            <ChannelIcons media={template.media} withLabels />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('detail.language')}</dt>
          <dd className="text-sm text-slate-900">
            {languageName(template.language, uiLanguage) ?? t('detail.languageUnknown')}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            {t('detail.lastModified')}
          </dt>
          <dd className="text-sm text-slate-900">
            <time dateTime={modified}>{formatDateTime(modified, uiLanguage)}</time>
          </dd>
        </div>
      </dl>
      <section aria-labelledby={bodyTitleId} className="flex flex-col gap-2">
        <h2 id={bodyTitleId} className="text-lg font-semibold text-slate-950">
          {t('detail.body')}
        </h2>
        {template.hml.trim() ? (
          <TemplateBodyPreview hml={template.hml} title={t('detail.previewTitle', { name: template.name })} />
        ) : (
          <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
            {t('detail.emptyBody')}
          </p>
        )}
      </section>
    </article>
  );
}
