import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Untrusted HTML (a template's body, a debtor's e-mail) shown inert: sanitised with DOMPurify, then
 * in a sandboxed frame of its own. Used by the template detail page and the mailbox's reading pane.
 *
 * Content-Security-Policy of the preview document itself, not left to the page's header (which
 * allows the API and the identity provider): nothing by default, so no scripts, frames, fonts or
 * requests; inline styles (templates are styled inline, as e-mail is); images only from `data:` and
 * `blob:`, so a template's remote image, e.g. a tracking pixel, does not load while someone looks
 * at it (or a sender's tracking pixel while someone reads the mail). The iframe's empty `sandbox` also blocks scripts, forms, popups and top navigation.
 */
const PREVIEW_CSP = "default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'";

/** The HTML, sanitised, as a standalone document for a sandboxed iframe. */
export function previewDocument(html: string): string {
  const body = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return [
    // The policy first in <head>: it governs only what the parser meets after it.
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`,
    '<meta charset="utf-8">',
    '<style>body{font-family:system-ui,sans-serif;margin:16px;color:#0f172a;line-height:1.5}img{max-width:100%}</style>',
    `</head><body>${body}</body></html>`,
  ].join('');
}

export function SanitisedHtmlFrame({ html, title, className = 'h-[28rem]' }: { html: string; title: string; className?: string }) {
  const srcDoc = useMemo(() => previewDocument(html), [html]);
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      className={`${className} w-full rounded-md border border-slate-200 bg-white`}
    />
  );
}
