/**
 * Uploads with progress and cancel (attachments). `fetch` cannot tell how much of a body has gone
 * out, so the body travels by XMLHttpRequest; everything else is the one client's (`callThrough`:
 * contract guard, bearer token, 401 recovery, problem answers, zod-checked answer). Kept apart from
 * client.ts so the first load of every page does not carry it.
 */
import { callThrough, type RawAnswer } from './client';

export type UploadProgress = {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole body; 0 when the browser cannot tell. */
  total: number;
};

export type UploadOptions = {
  /** Called as the body goes out (again from 0 when the upload is retried after a 401). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload: the promise rejects with an AbortError. */
  signal?: AbortSignal;
};

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/** One POST of a form by XMLHttpRequest, the only browser API that reports upload progress. */
function sendForm(url: string, body: FormData, token: string | null, { onProgress, signal }: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    const settle = (outcome: () => void) => () => {
      signal?.removeEventListener('abort', cancel);
      outcome();
    };
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }));
    xhr.addEventListener('load', settle(() => resolve({ status: xhr.status, text: xhr.responseText })));
    xhr.addEventListener('error', settle(() => reject(new Error('the upload did not reach the server'))));
    xhr.addEventListener('timeout', settle(() => reject(new Error('the upload timed out'))));
    xhr.addEventListener('abort', settle(() => reject(cancelled())));
    signal?.addEventListener('abort', cancel, { once: true });
    // No Content-Type: the browser writes the multipart boundary itself.
    xhr.send(body);
  });
}

/** POSTs a multipart form (one part `file`) to a contract path, reporting progress; cancelled by `signal`. */
export function apiUpload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return callThrough<T>('POST', path, (url, token) => sendForm(url, body, token, options));
}
