import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { __Record__ } from '@/api/generated/model';
import { formatDateTime } from '@/lib/format';
import { __Record__Form } from './__Record__Form';

/** What the record page shows of one record (the route loaded it; the record frame titles it), and its form. */
export function __Record__Overview({ administrationId, record }: { administrationId: string; record: __Record__ }) {
  const { t, i18n } = useTranslation('__kebab__');
  const language = i18n.language;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Fact label={t('columns.reference')}>{record.reference}</Fact>
        <Fact label={t('columns.createdAt')}>
          <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, language)}</time>
        </Fact>
        <Fact label={t('columns.updatedAt')}>
          <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt, language)}</time>
        </Fact>
      </dl>
      <__Record__Form key={record.id} administrationId={administrationId} record={record} />
    </div>
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
