import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Untrusted HTML (a template's body, a debtor's e-mail, a message as sent) shown inert: sanitised
 * with DOMPurify, then in a sandboxed frame of its own. Used by the template editor's previews, the
 * mailbox's reading pane and the communication screens.
 *
 * Content-Security-Policy of the preview document itself, not left to the page's header (which
 * allows the API and the identity provider): nothing by default, so no scripts, frames, fonts or
 * requests; inline styles (templates are styled inline, as e-mail is); images only from `data:` and
 * `blob:`, so a template's remote image, e.g. a tracking pixel, does not load while someone looks
 * at it (or a sender's tracking pixel while someone reads the mail). The iframe's empty `sandbox`
 * also blocks scripts, forms, popups and top navigation.
 */
const PREVIEW_CSP = "default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'";

const BASE_STYLE = 'body{font-family:system-ui,sans-serif;margin:16px;color:#0f172a;line-height:1.5}img{max-width:100%}';

/**
 * The HTML, sanitised, as a standalone document for a sandboxed iframe. `layoutCss` is the caller's
 * own style sheet (the letter preview's page geometry), never untrusted text: it is put in the
 * document as given, so it must be built from trusted values only.
 */
export function previewDocument(html: string, layoutCss = ''): string {
  const body = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return [
    // The policy first in <head>: it governs only what the parser meets after it.
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`,
    '<meta charset="utf-8">',
    `<style>${BASE_STYLE}${layoutCss.replace(/<\//g, '')}</style>`,
    `</head><body>${body}</body></html>`,
  ].join('');
}

type SanitisedHtmlFrameProps = {
  html: string;
  title: string;
  /** See previewDocument. */
  layoutCss?: string;
  /** The frame's size; by default full width and 28rem high. */
  className?: string;
};

export function SanitisedHtmlFrame({ html, title, layoutCss, className = 'h-[28rem] w-full' }: SanitisedHtmlFrameProps) {
  const srcDoc = useMemo(() => previewDocument(html, layoutCss), [html, layoutCss]);
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      className={`${className} rounded-md border border-slate-200 bg-white`}
    />
  );
}
