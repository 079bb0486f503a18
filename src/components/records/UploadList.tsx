import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatFileSize } from '@/lib/attachment-rules';
import { formatNumber } from '@/lib/format';
import type { UploadState } from './use-uploads';

type UploadListProps = {
  uploads: readonly UploadState[];
  onCancel: (id: number) => void;
  onDismiss: (id: number) => void;
};

/** The files being sent (a progress bar and cancel each), and those refused or cancelled, with why. */
export function UploadList({ uploads, onCancel, onDismiss }: UploadListProps) {
  const { t } = useTranslation('records');
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={t('attachments.uploads')} className="flex flex-col gap-2">
      {uploads.map((upload) => (
        <li key={upload.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
          <span className="min-w-0 font-medium break-all text-slate-950">{upload.name}</span>
          {upload.status === 'uploading' ? (
            <>
              <UploadProgress upload={upload} />
              <Button variant="secondary" size="sm" aria-label={t('attachments.cancelLabel', { name: upload.name })} onClick={() => onCancel(upload.id)}>
                {t('attachments.cancel')}
              </Button>
            </>
          ) : (
            <>
              {upload.status === 'cancelled' ? (
                <p className="flex-1 text-sm text-slate-700">{t('attachments.cancelled')}</p>
              ) : (
                // Read out as it appears: the user learns at once why the file was not stored.
                <p role="alert" className="flex-1 text-sm text-red-800">
                  {upload.message}
                </p>
              )}
              <Button variant="subtle" size="sm" aria-label={t('attachments.dismissLabel', { name: upload.name })} onClick={() => onDismiss(upload.id)}>
                {t('attachments.dismiss')}
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function UploadProgress({ upload }: { upload: Extract<UploadState, { status: 'uploading' }> }) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const known = upload.total > 0;
  const share = known ? Math.min(upload.loaded / upload.total, 1) : 0;
  const percent = Math.floor(share * 100);
  const text =
    known && upload.loaded >= upload.total
      ? t('attachments.finishing')
      : t('attachments.progress', {
          percent: formatNumber(percent / 100, language, { style: 'percent' }),
          sent: formatFileSize(upload.loaded, language),
          total: formatFileSize(upload.total, language),
        });
  return (
    <div className="flex min-w-48 flex-1 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t('attachments.progressLabel', { name: upload.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{text}</p>
    </div>
  );
}
