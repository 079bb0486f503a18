import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListForCollection } from '@/api/generated/endpoints/for-collection/for-collection';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { textLinkClass } from '@/components/ui/link';
import { COLLECTION_STAGE_TONE } from '../model/stage-tone';

/**
 * On an invoice for collection: the case that holds it, its stage, and the way there. Nothing for
 * those who may not read collection cases, nor while the case is being read or if it fails (the
 * invoice's own status already says "For collection").
 */
export function InvoiceCollectionCase({ administrationId, invoiceId }: { administrationId: string; invoiceId: string }) {
  const { t } = useTranslation('for-collection');
  const { allowed } = usePermission(operationPermission.listForCollection);
  const cases = useListForCollection(administrationId, { 'invoice-id': invoiceId, 'per-page': 1 }, { query: { enabled: allowed } });
  const held = cases.data?.items[0];
  if (!allowed || !held) return null;
  return (
    <section aria-labelledby="invoice-collection-case" className="flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm">
      <h2 id="invoice-collection-case" className="font-semibold text-slate-900">
        {t('invoiceCase.heading')}
      </h2>
      <Link to="/for-collection/$forCollectionId" params={{ forCollectionId: held.id }} className={textLinkClass}>
        {t('invoiceCase.link', { reference: held.reference })}
      </Link>
      <StatusBadge tone={COLLECTION_STAGE_TONE[held.stage]}>{t(`stage.${held.stage}`)}</StatusBadge>
    </section>
  );
}
