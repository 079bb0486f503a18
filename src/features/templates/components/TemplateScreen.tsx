import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListHeadersFooters } from '@/api/generated/endpoints/headers-footers/headers-footers';
import { useListTemplatePlaceholders } from '@/api/generated/endpoints/placeholders/placeholders';
import { getGetTemplateSuspenseQueryOptions } from '@/api/generated/endpoints/templates/templates';
import type { HeaderFooter, Placeholder, Template } from '@/api/generated/model';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { formatDateTime } from '@/lib/format';
import { TemplateEditor } from '../editor/TemplateEditor';
import { TemplatePreview } from '../editor/TemplatePreview';
import { useAdministrationCurrency } from '../editor/use-administration-currency';
import { ChannelIcons } from './ChannelIcons';
import { TemplateDetailFrame } from './TemplateDetailStates';

const NO_PLACEHOLDERS: Placeholder[] = [];

function languageName(code: string | undefined, uiLanguage: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * /templates/{templateId}, once the route has loaded the template (its pending and error views
 * are in ./TemplateDetailStates): the editor with Manage_Configuration, else a read-only view with
 * the same previews. Placeholders (their sample values) and headers/footers load beside it.
 */
export default function TemplateScreen({ administrationId, templateId }: { administrationId: string; templateId: string }) {
  const { data: template } = useSuspenseQuery(getGetTemplateSuspenseQueryOptions(administrationId, templateId));
  const { allowed: canManage } = usePermission(operationPermission.updateTemplate);
  const placeholderQuery = useListTemplatePlaceholders({ administrationId });
  const headerFooterQuery = useListHeadersFooters(administrationId);
  const placeholders = { items: placeholderQuery.data?.items ?? NO_PLACEHOLDERS, loading: placeholderQuery.isPending, failed: placeholderQuery.isError };
  const headersFooters = { items: headerFooterQuery.data?.items, loading: headerFooterQuery.isPending, failed: headerFooterQuery.isError };
  return (
    <TemplateDetailFrame>
      {canManage ? (
        // A new key per administration and template: nothing of one template's edits reaches another.
        <TemplateEditor key={`${administrationId}/${template.id}`} administrationId={administrationId} template={template} placeholders={placeholders} headersFooters={headersFooters} />
      ) : (
        <TemplateDetails administrationId={administrationId} template={template} placeholders={placeholders.items} headersFooters={headersFooters.items} />
      )}
    </TemplateDetailFrame>
  );
}

type TemplateDetailsProps = {
  administrationId: string;
  template: Template;
  placeholders: readonly Placeholder[];
  headersFooters: readonly HeaderFooter[] | undefined;
};

/** The read-only view: what the template is and how each channel looks, nothing to change. */
function TemplateDetails({ administrationId, template, placeholders, headersFooters }: TemplateDetailsProps) {
  const { t, i18n } = useTranslation('templates');
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const samples = useMemo(() => new Map(placeholders.flatMap((p) => (p.example === undefined ? [] : [[p.key, p.example] as const]))), [placeholders]);
  const headerFooter = headersFooters?.find((record) => record.id === template.headerFooterId) ?? null;
  const currency = useAdministrationCurrency(administrationId);
  const modified = template['last-modified-date'];

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 id={titleId} className="text-2xl font-semibold break-words text-slate-950">
          {template.name}
        </h1>
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t('detail.readOnlyNote')}
        </p>
      </header>
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('detail.channels')}</dt>
          <dd>
            <ChannelIcons media={template.media} withLabels t={t} />
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
      {template.hml.trim() ? (
        <TemplatePreview
          administrationId={administrationId}
          templateId={template.id}
          name={template.name}
          hml={template.hml}
          media={template.media}
          headerFooter={headerFooter}
          samples={samples}
          language={template.language ?? uiLanguage}
          currency={currency}
        />
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">{t('detail.emptyBody')}</p>
      )}
    </article>
  );
}
