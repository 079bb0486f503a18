import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Content-Security-Policy of the preview document itself, not left to the page's header (which
 * allows the API and the identity provider): nothing by default, so no scripts, frames, fonts or
 * requests; inline styles (templates are styled inline, as e-mail is); images only from `data:` and
 * `blob:`, so a template's remote image, e.g. a tracking pixel, does not load while someone looks
 * at it. The iframe's empty `sandbox` also blocks scripts, forms, popups and top navigation.
 */
const PREVIEW_CSP = "default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'";

/** The template body, sanitised, as a standalone document for a sandboxed iframe. */
export function previewDocument(hml: string): string {
  const body = DOMPurify.sanitize(hml, { USE_PROFILES: { html: true } });
  return [
    // The policy first in <head>: it governs only what the parser meets after it.
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`,
    '<meta charset="utf-8">',
    '<style>body{font-family:system-ui,sans-serif;margin:16px;color:#0f172a;line-height:1.5}img{max-width:100%}</style>',
    `</head><body>${body}</body></html>`,
  ].join('');
}

export function TemplateBodyPreview({ hml, title }: { hml: string; title: string }) {
  const srcDoc = useMemo(() => previewDocument(hml), [hml]);
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      className="h-[28rem] w-full rounded-md border border-slate-200 bg-white"
    />
  );
}
