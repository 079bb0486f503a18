/**
 * Uploads with progress and cancel (attachments). `fetch` cannot tell how much of a body has gone
 * out, so the body travels by XMLHttpRequest; everything else is the one client's (`callThrough`:
 * contract guard, bearer token, 401 recovery, problem answers, zod-checked answer). Kept apart from
 * client.ts so the first load of every page does not carry it.
 */
import { getUnauthorizedHandler, loadResponseSchemas, sharedCallRules, validateAnswer } from './client';
import { ApiError, NetworkError } from './errors';
import { currentAccessToken } from './tokens';
import { apiRootUrl } from '@/lib/config';

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

/** What a transport of a caller's own answers: the status and the body as text. */
type RawAnswer = { status: number; text: string };

/**
 * A call that travels by a transport other than fetch (uploads go by XMLHttpRequest, the only one
 * that reports upload progress: `./upload.ts`), under apiFetch's rules: the path checked against
 * the contract before anything leaves, the bearer token, one retry after a recovered 401 (the
 * session ends if the retry is refused too), problem answers as ApiError and the JSON answer
 * checked with the operation's zod schema. `send` gets the absolute URL and the token to send
 * (null: none); it rejects with an AbortError when cancelled, anything else is a network failure.
 */
export async function callThrough<T>(method: string, path: string, send: (url: string, token: string | null) => Promise<RawAnswer>): Promise<T> {
  const { operationsLoaded, checkedCall, guardResolvedUrl, asProblem, isAbort, sessionEnded } = sharedCallRules;
  await operationsLoaded;
  const { op, name, url } = checkedCall(method, path);
  const target = `${apiRootUrl().replace(/\/+$/, '')}${url}`;
  guardResolvedUrl(method.toUpperCase(), target);
  const schemas = loadResponseSchemas(op);
  schemas.catch(() => undefined); // awaited below unless the call fails first
  const sendOnce = (token: string | null) =>
    send(target, op.public ? null : token).catch((error: unknown) => {
      throw isAbort(error) ? error : new NetworkError(name, error);
    });
  let answer = await sendOnce(currentAccessToken());
  const handler = getUnauthorizedHandler();
  if (answer.status === 401 && !op.public && handler && (await handler({ request: new Request(target, { method }) }))) {
    answer = await sendOnce(currentAccessToken());
    if (answer.status === 401) sessionEnded();
  }
  if (answer.status < 200 || answer.status > 299) {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      // not a problem document: the status says it all
    }
    throw new ApiError(answer.status, name, asProblem(body));
  }
  return validateAnswer<T>(op, name, answer.status, answer.text, await schemas);
}
