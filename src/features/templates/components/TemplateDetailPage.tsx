import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetTemplateSuspenseQueryOptions } from '@/api/generated/endpoints/templates/templates';
import type { Template } from '@/api/generated/model';
import { usePermission } from '@/api/permissions';
import { formatDateTime } from '@/lib/format';
import { ChannelIcons } from './ChannelIcons';
import { TemplateBodyPreview } from '@/components/SanitizedFrame/TemplateBodyPreview';
import { TemplateDetailFrame } from './TemplateDetailStates';

function languageName(code: string | undefined, uiLanguage: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * /templates/{templateId}: a read-only view until the editor arrives, once the route has loaded
 * the template (its pending and error views are in ./TemplateDetailStates). Reachable by URL
 * without Manage_Configuration too, so it says when the user may not change the template.
 */
export function TemplateDetailPage({ administrationId, templateId }: { administrationId: string; templateId: string }) {
  const { data: template } = useSuspenseQuery(getGetTemplateSuspenseQueryOptions(administrationId, templateId));
  return (
    <TemplateDetailFrame>
      <TemplateDetails template={template} />
    </TemplateDetailFrame>
  );
}

type TemplateDetailsProps = { template: Template };

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
