import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { usePreviewImages } from '@/api/preview-images';

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

const NO_IMAGES: ReadonlyMap<string, string> = new Map();

/**
 * Sanitises, then puts the administration's own images (`images/{id}`, already fetched as `data:`
 * URLs by usePreviewImages) in place of their references: after DOMPurify has judged the
 * attribute, so only the app's own data URLs are ever put there.
 */
/** An administration's own image (`images/{id}`), which the frame shows only once loaded as data. */
const OWN_IMAGE = /^images\/[A-Za-z0-9._-]+$/;

function sanitiseWithImages(html: string, images: ReadonlyMap<string, string>): string {
  const swap = (node: Element) => {
    const src = node.localName === 'img' ? node.getAttribute('src') : null;
    if (src === null) return;
    const image = images.get(src);
    if (image) node.setAttribute('src', image);
    // Not loaded yet (or no longer there): no request, which the frame's policy would refuse
    // with an error in the console; it shows once its data is in.
    else if (OWN_IMAGE.test(src)) node.removeAttribute('src');
  };
  DOMPurify.addHook('afterSanitizeAttributes', swap);
  try {
    return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', swap);
  }
}

/**
 * The HTML, sanitised, as a standalone document for a sandboxed iframe. `layoutCss` is the caller's
 * own style sheet (the letter preview's page geometry), never untrusted text: it is put in the
 * document as given, so it must be built from trusted values only.
 */
export function previewDocument(html: string, layoutCss = '', images: ReadonlyMap<string, string> = NO_IMAGES): string {
  const body = sanitiseWithImages(html, images);
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
  /**
   * Shows the administration's own images the HTML refers to as `images/{id}` (a letterhead's
   * logo): for templates and messages the app makes, never for mail from outside.
   */
  administrationImages?: boolean;
};

export function SanitisedHtmlFrame({ administrationImages = false, ...props }: SanitisedHtmlFrameProps) {
  return administrationImages ? <FrameWithImages {...props} /> : <Frame {...props} />;
}

function FrameWithImages(props: Omit<SanitisedHtmlFrameProps, 'administrationImages'>) {
  return <Frame {...props} images={usePreviewImages(props.html)} />;
}

function Frame({
  html,
  title,
  layoutCss,
  className = 'h-[28rem] w-full',
  images = NO_IMAGES,
}: Omit<SanitisedHtmlFrameProps, 'administrationImages'> & { images?: ReadonlyMap<string, string> }) {
  const srcDoc = useMemo(() => previewDocument(html, layoutCss, images), [html, layoutCss, images]);
  return (
    <iframe
      // A new frame for each document rather than a new srcdoc in the same frame: swapped in place,
      // the frame navigates, and automation has been seen (under load) still reading its previous,
      // unrendered document. A fresh element also keeps nothing of the old document.
      key={srcDoc}
      title={title}
      sandbox=""
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      className={`${className} rounded-md border border-slate-200 bg-white`}
    />
  );
}
