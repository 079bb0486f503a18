import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Content-Security-Policy of the preview document: no scripts, no requests except images and
 * fonts; the iframe's empty `sandbox` already blocks scripts, forms, popups and top navigation.
 */
const PREVIEW_CSP = "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'; font-src data: https:";

/** The template body, sanitised, as a standalone document for a sandboxed iframe. */
export function previewDocument(hml: string): string {
  const body = DOMPurify.sanitize(hml, { USE_PROFILES: { html: true } });
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`,
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
