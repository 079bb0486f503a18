import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/api/permissions';
import { useList__Plural__ } from '@/api/generated/endpoints/__kebab__/__kebab__';
import { QueryPanel } from '@/components/QueryPanel';
import { textLinkClass } from '@/components/ui/link';
import { formatNumber } from '@/lib/format';
import { AREAS } from '@/navigation/areas';

/**
 * The dashboard's card of the area: how many records there are, and the way to the list. Only
 * for those who may open the list; it loads its words and its count beside the page, not before it.
 */
export function __Plural__Card({ administrationId }: { administrationId: string }) {
  const { allowed } = usePermission(AREAS.__areaId__.permission);
  if (!allowed) return null;
  return (
    <Suspense fallback={<div className="h-28 animate-pulse rounded-lg border border-slate-200 bg-slate-50" />}>
      <Count administrationId={administrationId} />
    </Suspense>
  );
}

function Count({ administrationId }: { administrationId: string }) {
  const { t, i18n } = useTranslation(['__kebab__', 'navigation']);
  const list = useList__Plural__(administrationId, { 'per-page': 10 });
  return (
    <QueryPanel
      title={
        <Link to="__areaPath__" className={textLinkClass}>
          {t(AREAS.__areaId__.titleKey)}
        </Link>
      }
      query={list}
      failed={t('card.failed')}
      className="gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      {(data) => <p className="text-2xl font-semibold text-slate-900">{t('card.total', { formatted: formatNumber(data.total, i18n.language) })}</p>}
    </QueryPanel>
  );
}
