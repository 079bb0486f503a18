import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateAfterMutation } from '@/api/cache';
import { apiFetchBlob } from '@/api/client';
import { apiUpload } from '@/api/upload';
import { ApiError } from '@/api/errors';
import type { Attachment } from '@/api/generated/model';
import { useOperationAllowed } from '@/api/operation-permission';
import { usePermissions } from '@/api/permissions';
import { downloadBlob } from '@/components/list/ListExport';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime } from '@/lib/format';
import { ATTACHMENT_ACCEPT, formatFileSize, MAX_ATTACHMENT_BYTES } from '@/lib/attachment-rules';
import type { RecordNotesApi } from './notes-api';
import { PanelMessage } from './PanelMessage';
import { UploadList } from './UploadList';
import { useUploads } from './use-uploads';

type AttachmentsPanelProps = {
  api: RecordNotesApi;
  administrationId: string;
  /** The customer's, invoice's or super debtor's id. */
  ownerId: string;
  /** How a downloaded file is handed to the user; tests replace it. */
  save?: (blob: Blob, fileName: string) => void;
};

/** The short name of each stored type (records:attachments.types.*). */
const TYPE_KEYS = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
  'text/plain': 'txt',
} as const satisfies Record<Attachment['contentType'], string>;

/**
 * A record's files: listed newest first with type, size, who uploaded them and when; uploaded with
 * a progress bar and a cancel button, each file checked against the limits before it is sent (the
 * server checks them again); downloaded with the bearer token and saved under their name; deleted
 * after a confirmation. What the user may do follows the contract's permissions.
 */
export function AttachmentsPanel({ api, administrationId, ownerId, save = downloadBlob }: AttachmentsPanelProps) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { fetched } = usePermissions();
  const canRead = useOperationAllowed(api.operations.listAttachments);
  const canUpload = useOperationAllowed(api.operations.uploadAttachment);
  const attachments = useQuery({ ...api.attachments(administrationId, ownerId), enabled: canRead });

  const refresh = () => invalidateAfterMutation(queryClient, [api.operations.uploadAttachment], { administrationId });
  const uploads = useUploads({
    language,
    upload: (file, options) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<Attachment>(api.uploadPath(administrationId, ownerId), form, options);
    },
    onUploaded: async (attachment) => {
      setAnnouncement(t('attachments.uploaded', { name: attachment.fileName }));
      await refresh();
    },
    onCancelled: () => void refresh(),
  });

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setAnnouncement('');
    void uploads.add([...files]);
    // The same file may be chosen again (after a refusal, say).
    if (input.current) input.current.value = '';
  };

  let content;
  if (!fetched) content = <Spinner label={t('attachments.loading')} className="min-h-16" />;
  else if (!canRead || (attachments.error instanceof ApiError && attachments.error.status === 403)) content = <PanelMessage>{t('attachments.forbidden')}</PanelMessage>;
  else if (attachments.isPending) content = <Spinner label={t('attachments.loading')} className="min-h-16" />;
  else if (attachments.isError)
    content = (
      <PanelMessage tone="error" retry={() => void attachments.refetch()}>
        {t('attachments.loadFailed')}
      </PanelMessage>
    );
  else if (attachments.data.items.length === 0) content = <PanelMessage>{t('attachments.empty')}</PanelMessage>;
  else
    content = (
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table aria-labelledby={headingId} className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('attachments.columns.name')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('attachments.columns.type')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('attachments.columns.size')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('attachments.columns.uploadedBy')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('attachments.columns.uploadedAt')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{t('attachments.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {attachments.data.items.map((attachment) => (
              <AttachmentRow
                key={attachment.id}
                api={api}
                administrationId={administrationId}
                ownerId={ownerId}
                attachment={attachment}
                language={language}
                save={save}
                onProblem={setProblem}
                onDeleted={() => {
                  setAnnouncement(t('attachments.deleted', { name: attachment.fileName }));
                  headingRef.current?.focus();
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-950 focus:outline-none">
        {t('attachments.title')}
      </h3>
      {fetched && canRead && canUpload && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => input.current?.click()} aria-describedby={hintId}>
            {t('attachments.choose')}
          </Button>
          <p id={hintId} className="text-sm text-slate-700">
            {t('attachments.hint', { max: formatFileSize(MAX_ATTACHMENT_BYTES, language) })}
          </p>
          <input
            ref={input}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            hidden
            aria-label={t('attachments.choose')}
            onChange={(event) => pick(event.target.files)}
          />
        </div>
      )}
      <UploadList uploads={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      {problem && (
        <PanelMessage tone="error">
          {problem}
        </PanelMessage>
      )}
      {content}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

type AttachmentRowProps = {
  api: RecordNotesApi;
  administrationId: string;
  ownerId: string;
  attachment: Attachment;
  language: string;
  save: (blob: Blob, fileName: string) => void;
  /** A download or delete failed: the panel says so (null clears it). */
  onProblem: (message: string | null) => void;
  onDeleted: () => void;
};

function AttachmentRow({ api, administrationId, ownerId, attachment, language, save, onProblem, onDeleted }: AttachmentRowProps) {
  const { t } = useTranslation('records');
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canDownload = useOperationAllowed(api.operations.downloadAttachment);
  const canDelete = useOperationAllowed(api.operations.deleteAttachment);
  const remove = useMutation({
    mutationKey: [api.operations.deleteAttachment],
    mutationFn: (variables: { administrationId: string }) => api.deleteAttachment(variables.administrationId, ownerId, attachment.id),
  });
  const name = attachment.fileName;

  const download = async () => {
    onProblem(null);
    setDownloading(true);
    try {
      // The stored type is the only one accepted: a different answer is never handed on.
      save(await apiFetchBlob(api.downloadPath(administrationId, ownerId, attachment.id), undefined, attachment.contentType), name);
    } catch (error) {
      console.error(`Downloading ${attachment.id} failed`, error);
      onProblem(t('attachments.downloadFailed', { name }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium break-all text-slate-950">
        {name}
      </th>
      <td className="px-3 py-2 text-slate-700">{t(`attachments.types.${TYPE_KEYS[attachment.contentType]}`)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap text-slate-700 tabular-nums">{formatFileSize(attachment.size, language)}</td>
      <td className="px-3 py-2 text-slate-700">{attachment.uploadedBy.name}</td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">
        <time dateTime={attachment.uploadedAt}>{formatDateTime(attachment.uploadedAt, language)}</time>
      </td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-2">
          {canDownload && (
            <Button variant="secondary" size="sm" pending={downloading} aria-label={t('attachments.downloadLabel', { name })} onClick={() => void download()}>
              {t('attachments.download')}
            </Button>
          )}
          {canDelete && (
            <Button variant="subtle" size="sm" aria-label={t('attachments.deleteLabel', { name })} onClick={() => setConfirming(true)}>
              {t('attachments.delete')}
            </Button>
          )}
        </div>
        <LazyConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('attachments.deleteTitle', { name })}
          description={t('attachments.deleteBody')}
          confirmLabel={t('attachments.deleteConfirm')}
          onConfirm={async () => {
            await remove.mutateAsync({ administrationId });
            onDeleted();
          }}
        />
      </td>
    </tr>
  );
}
