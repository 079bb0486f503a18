/**
 * How a placeholder lives in a template body (hml): `<span data-placeholder="customer.name">{{customer.name}}</span>`.
 * The attribute carries the key, so the editor reads it back as one atomic token; the text is the
 * `{{key}}` a backend merging by text understands too. Older bodies hold bare `{{key}}` text, which
 * is read as a token as well (normaliseHml), so saving such a body turns it into spans.
 *
 * All parsing goes through DOMParser: its documents are inert (no script runs, no image loads).
 */
import { renderMessage, type MessageFacts } from '@/lib/message-render';

export const PLACEHOLDER_ATTRIBUTE = 'data-placeholder';
/** What the placeholder becomes when it has no value (text; none: nothing). */
export const FALLBACK_ATTRIBUTE = 'data-fallback';

/** The contract's pattern of a placeholder key. */
const KEY = /^[a-z][a-zA-Z0-9_.]*$/;
const BARE_TOKEN = /\{\{\s*([a-z][a-zA-Z0-9_.]*)\s*\}\}/g;

export const isPlaceholderKey = (key: string): boolean => KEY.test(key);

export const tokenText = (key: string): string => `{{${key}}}`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
}

function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

const insidePlaceholder = (node: Node): boolean => Boolean(node.parentElement?.closest(`[${PLACEHOLDER_ATTRIBUTE}]`));

/** Replaces each bare `{{key}}` in text (not in a placeholder already) with what `make` gives. */
function replaceBareTokens(doc: Document, make: (key: string) => Node): void {
  for (const node of textNodes(doc.body)) {
    if (insidePlaceholder(node)) continue;
    const text = node.data;
    if (!text.includes('{{')) continue;
    const parts = doc.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(BARE_TOKEN)) {
      parts.append(doc.createTextNode(text.slice(last, match.index)), make(match[1]!));
      last = match.index + match[0].length;
    }
    parts.append(doc.createTextNode(text.slice(last)));
    node.replaceWith(parts);
  }
}

function placeholderElement(doc: Document, key: string): HTMLElement {
  const span = doc.createElement('span');
  span.setAttribute(PLACEHOLDER_ATTRIBUTE, key);
  span.textContent = tokenText(key);
  return span;
}

/** A body with every placeholder as its span (bare tokens wrapped), ready for the editor. */
export function normaliseHml(hml: string): string {
  if (!hml.includes('{{')) return hml;
  const doc = parse(hml);
  replaceBareTokens(doc, (key) => placeholderElement(doc, key));
  return doc.body.innerHTML;
}

/** The keys a body uses, in order of first use.
 * @internal Tests check the round trip with it.
 */
export function placeholderKeys(hml: string): string[] {
  const doc = parse(normaliseHml(hml));
  const keys = [...doc.body.querySelectorAll(`[${PLACEHOLDER_ATTRIBUTE}]`)].map((el) => el.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? '');
  return [...new Set(keys.filter(isPlaceholderKey))];
}

/**
 * The body as the debtor would read it, filled by the one renderer that fills what is sent
 * (`@/lib/message-render`), so preview and send agree. The body is parsed first: its unclosed
 * elements close within it, never swallowing what follows it (a letterhead's footer). A
 * placeholder without a value shows its fallback, else its `{{key}}`, marked, so the gap shows.
 */
export function fillPlaceholders(hml: string, facts: MessageFacts): string {
  return renderMessage(parse(normaliseHml(hml)).body.innerHTML, facts, { markMissing: true }).html;
}

const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'TABLE', 'UL', 'OL']);

/**
 * Plain text of HTML, for the text channels (SMS, WhatsApp, call script): blocks become lines, a
 * list item gets a bullet, cells a tab; runs of blank lines collapse to one.
 */
export function htmlToText(html: string): string {
  const doc = parse(html);
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push((node as Text).data.replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName;
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return;
    if (tag === 'BR') {
      out.push('\n');
      return;
    }
    if (tag === 'LI') out.push('\n• ');
    else if (tag === 'TR') out.push('\n');
    else if (tag === 'TD' || tag === 'TH') out.push('\t');
    else if (BLOCKS.has(tag)) out.push('\n');
    element.childNodes.forEach(walk);
    if (BLOCKS.has(tag)) out.push('\n');
  };
  doc.body.childNodes.forEach(walk);
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim().replace(/\t/g, '  '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
