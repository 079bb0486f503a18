import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetchBlob } from '@/api/client';
import { getGetInvoicePdfUrl } from '@/api/generated/endpoints/invoices/invoices';
import { downloadBlob } from '@/components/list/ListExport';
import { Button } from '@/components/ui/Button';
import { objectUrlFor, retainObjectUrl } from '@/lib/object-url';

type Props = { administrationId: string; invoiceId: string; number: string };

/** A PDF shown on the page is kept a few minutes, so closing and reopening it does not fetch it again. */
const PDF_CACHE_MS = 5 * 60_000;

/**
 * The invoice's PDF, fetched with the bearer token as a protected blob (never a URL carrying a
 * token): shown on the page in the browser's own PDF viewer, and downloadable. Both use the same
 * fetched file; the shown copy is released when it is closed or the page is left.
 */
export function InvoicePdf({ administrationId, invoiceId, number }: Props) {
  const { t } = useTranslation('invoices');
  const frameId = useId();
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const path = getGetInvoicePdfUrl(administrationId, invoiceId);
  const pdf = useQuery({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiFetchBlob(path, signal, 'application/pdf'),
    enabled: shown,
    staleTime: PDF_CACHE_MS,
    gcTime: PDF_CACHE_MS,
    retry: false,
  });
  const blob = shown ? pdf.data : undefined;
  useEffect(() => (blob ? retainObjectUrl(blob) : undefined), [blob]);

  async function download() {
    setFailed(false);
    try {
      downloadBlob(pdf.data ?? (await apiFetchBlob(path, undefined, 'application/pdf')), `${number}.pdf`);
    } catch {
      setFailed(true);
    }
  }

  return (
    <section aria-label={t('detail.pdf.section')} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-expanded={shown} aria-controls={frameId} onClick={() => setShown((open) => !open)}>
          {shown ? t('detail.pdf.hide') : t('detail.pdf.show')}
        </Button>
        <Button variant="secondary" onClick={() => void download()}>
          {t('detail.downloadPdf')}
        </Button>
      </div>
      <div id={frameId}>
        {shown && pdf.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-900">
            {t('detail.pdf.failed')}
            <Button variant="secondary" onClick={() => void pdf.refetch()}>
              {t('detail.pdf.retry')}
            </Button>
          </div>
        ) : shown && !blob ? (
          <p role="status" className="text-sm text-slate-700">
            {t('detail.pdf.loading')}
          </p>
        ) : blob ? (
          <iframe title={t('detail.pdf.frame', { number })} src={objectUrlFor(blob)} className="h-[48rem] w-full rounded-md border border-slate-300 bg-slate-100" />
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-slate-900">
          {t('detail.pdfFailed')}
        </p>
      ) : null}
    </section>
  );
}
