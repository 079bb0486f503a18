import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadOptions } from '@/api/upload';
import { ApiError, NetworkError } from '@/api/errors';
import type { Attachment } from '@/api/generated/model';
import { type AttachmentRefusal, attachmentHead, checkAttachment, formatFileSize, MAX_ATTACHMENT_BYTES } from '@/lib/attachment-rules';

/** One file the user chose, from the check to the server's answer. */
export type UploadState = { id: number; name: string } & (
  | { status: 'uploading'; loaded: number; total: number }
  | { status: 'refused' | 'failed'; message: string }
  | { status: 'cancelled' }
);

type UseUploadsOptions = {
  language: string;
  /** Sends one file (apiUpload to the record's upload operation). */
  upload: (file: File, options: UploadOptions) => Promise<Attachment>;
  /** After the server stored a file: the list is refreshed before its progress bar goes. */
  onUploaded: (attachment: Attachment) => Promise<void>;
  /** After a cancel: the server may have stored the file just before, so the list is asked again. */
  onCancelled: () => void;
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The uploads of a panel: each chosen file is checked against the attachment rules first (a
 * refusal says why, and nothing is sent), then sent with its progress, cancellable; a refusal by
 * the server (413, 415) is explained the same way. Leaving the page cancels what is under way.
 */
export function useUploads({ language, upload, onUploaded, onCancelled }: UseUploadsOptions) {
  const { t } = useTranslation('records');
  const [items, setItems] = useState<UploadState[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const put = (item: UploadState) => setItems((list) => (list.some((one) => one.id === item.id) ? list.map((one) => (one.id === item.id ? item : one)) : [...list, item]));
  const drop = (id: number) => setItems((list) => list.filter((one) => one.id !== id));
  const size = (bytes: number, roundUp = false) => formatFileSize(bytes, language, { roundUp });
  const max = size(MAX_ATTACHMENT_BYTES);

  const refusal = (name: string, check: AttachmentRefusal): string => {
    switch (check.refused) {
      case 'tooLarge':
        return t('attachments.refused.tooLarge', { name, size: size(check.size, true), max });
      case 'empty':
        return t('attachments.refused.empty', { name });
      case 'declaredType':
        return t('attachments.refused.declaredType', { name, extension: check.extension });
      case 'content':
        return t('attachments.refused.content', { name, extension: check.extension });
      case 'type':
        return t('attachments.refused.type', { name });
    }
  };

  const failure = (name: string, error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.status === 413) return t('attachments.refused.serverTooLarge', { name, max });
      if (error.status === 415) return t('attachments.refused.serverType', { name });
      if (error.status === 403) return t('attachments.refused.forbidden', { name });
    }
    if (error instanceof NetworkError) return t('attachments.refused.network', { name });
    return t('attachments.refused.failed', { name });
  };

  const send = async (file: File) => {
    const id = nextId.current++;
    const { name } = file;
    const check = checkAttachment(file, await attachmentHead(file));
    if ('refused' in check) {
      put({ id, name, status: 'refused', message: refusal(name, check) });
      return;
    }
    const controller = new AbortController();
    controllers.current.set(id, controller);
    put({ id, name, status: 'uploading', loaded: 0, total: file.size });
    let attachment: Attachment;
    try {
      attachment = await upload(file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => {
          if (!controller.signal.aborted) put({ id, name, status: 'uploading', loaded, total });
        },
      });
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) {
        put({ id, name, status: 'cancelled' });
        onCancelled();
      } else {
        if (!(error instanceof ApiError || error instanceof NetworkError)) console.error(`Uploading ${name} failed`, error);
        put({ id, name, status: 'failed', message: failure(name, error) });
      }
      return;
    } finally {
      controllers.current.delete(id);
    }
    try {
      await onUploaded(attachment);
    } finally {
      drop(id);
    }
  };

  return {
    items,
    /** Checks and sends the files, side by side. */
    add: (files: readonly File[]) => Promise.all(files.map(send)).then(() => undefined),
    cancel: (id: number) => controllers.current.get(id)?.abort(),
    dismiss: drop,
  };
}
