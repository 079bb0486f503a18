/**
 * An XMLHttpRequest for component tests of uploads. The test DOM's own cannot carry a file through msw (the
 * part arrives named "blob" with the text "undefined": its File is not Node's), and msw reports
 * upload progress only once the whole answer is there. This one sends through `fetch`, so the
 * mock backend's handlers answer as they do every other call, with the form rebuilt in Node's
 * realm; and a test may hold an upload part-way to see its progress (`manual`).
 *
 *   const xhr = installUploadXhr({ manual: true });
 *   … pick a file …
 *   const upload = await xhr.next();
 *   upload.progress(0.4);   // 40 % of the body has gone out
 *   upload.finish();        // the rest goes out and the server answers
 */
import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

export type HeldUpload = {
  url: string;
  headers: Record<string, string>;
  /** Fires an upload progress event at this share (0..1) of the body. */
  progress: (share: number) => void;
  /** Sends the request (after a last progress event at 100 %). */
  finish: () => void;
};

type Options = {
  /** Hold every upload until the test calls `finish()` (default: they go out at once). */
  manual?: boolean;
};

/** Node's FormData (not the test DOM's, whose bodies Node's fetch cannot read). */
async function nodeFormData(): Promise<typeof FormData> {
  const empty = await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData();
  return empty.constructor as typeof FormData;
}

async function toNodeForm(body: unknown): Promise<{ form: FormData; size: number }> {
  const NodeFormData = await nodeFormData();
  const form = new NodeFormData();
  let size = 0;
  if (!(body instanceof FormData)) throw new Error('upload-xhr sends forms only');
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') {
      form.append(name, value);
      size += value.length;
      continue;
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    size += bytes.byteLength;
    form.append(name, new NodeFile([bytes], value.name, { type: value.type }) as unknown as Blob, value.name);
  }
  return { form, size };
}

export function installUploadXhr({ manual = false }: Options = {}) {
  const held: HeldUpload[] = [];
  const waiting: ((upload: HeldUpload) => void)[] = [];
  const sent: { url: string; headers: Record<string, string> }[] = [];

  class UploadXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    #method = 'GET';
    #url = '';
    #headers: Record<string, string> = {};
    #controller = new AbortController();
    #done = false;

    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.#headers[name] = value;
    }

    abort() {
      if (this.#done) return;
      this.#controller.abort();
      this.#end('abort');
    }

    #end(type: 'load' | 'error' | 'abort') {
      if (this.#done) return;
      this.#done = true;
      this.dispatchEvent(new Event(type));
    }

    send(body: unknown) {
      sent.push({ url: this.#url, headers: { ...this.#headers } });
      void this.#send(body);
    }

    async #send(body: unknown) {
      const { form, size } = await toNodeForm(body);
      const report = (share: number) =>
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: Math.round(size * share), total: size }));
      const go = async () => {
        if (this.#done) return;
        report(1);
        try {
          const response = await fetch(this.#url, { method: this.#method, headers: this.#headers, body: form, signal: this.#controller.signal });
          this.status = response.status;
          this.responseText = await response.text();
          this.#end('load');
        } catch {
          this.#end(this.#controller.signal.aborted ? 'abort' : 'error');
        }
      };
      report(0);
      if (!manual) {
        await go();
        return;
      }
      const upload: HeldUpload = { url: this.#url, headers: { ...this.#headers }, progress: report, finish: () => void go() };
      const taker = waiting.shift();
      if (taker) taker(upload);
      else held.push(upload);
    }
  }

  // Undone by `vi.unstubAllGlobals()` (the test files call it after each test).
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
  return {
    /** What was sent, in order: the URL and the headers set. */
    sent,
    /** The next held upload (manual mode), once its body is ready. */
    next: (): Promise<HeldUpload> => {
      const upload = held.shift();
      return upload ? Promise.resolve(upload) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
