/**
 * What a message to a debtor takes from the administration's set-up (contract tag
 * `administration-setup`), read when the mock sends or prints it. The rules (Inferred: not in the
 * spec; the contract's send operations say them too):
 * - Language: the customer's; a customer without one gets the content settings' `defaultLanguage`.
 * - E-mails: the signature goes under an e-mail written without a template, unless its body
 *   already signs off (it holds the signature, or the signature's first line such as "Kind
 *   regards,"): nothing the user wrote is replaced and nothing is signed twice. An e-mail from a
 *   template is signed by the template, in the template's language (the seeded ones close with the
 *   sender's name), so it gets no second sign-off. The legal line always goes under the e-mail,
 *   escaped, in a small muted paragraph.
 * - Letters: the letter footer and the legal line are printed at the bottom of every page of the
 *   PDF, with the style's logo and brand colour (`letterPdf`, ../handlers/communication.ts). The
 *   letter's HTML stays as it was written.
 * Empty settings add nothing.
 */
import type { ContentSettingsWrite } from '#api/generated/model/index';

type ContentSettings = ContentSettingsWrite;

/** The language a message to this customer is written in. */
export function messageLanguage(customerLanguage: string, content: Pick<ContentSettings, 'defaultLanguage'> | null): string {
  return customerLanguage.trim() || content?.defaultLanguage || 'en';
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** An HTML fragment's text: tags dropped, the common entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

const squashed = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The e-mail's HTML as it is sent: the body; the signature when no template signed it and the body
 * does not sign off already; the legal line.
 */
export function emailWithContent(html: string, content: Pick<ContentSettings, 'emailSignature' | 'legalText'> | null, from: { template: boolean }): string {
  if (!content) return html;
  let sent = html;
  const signature = content.emailSignature.trim();
  const signsOff = () => {
    const body = squashed(htmlText(html));
    return body.includes(squashed(signature)) || body.includes(squashed(signature.split('\n')[0] ?? ''));
  };
  if (signature && !from.template && !signsOff()) {
    sent += `<p>${signature.split('\n').map((line) => escapeHtml(line.trim())).join('<br>')}</p>`;
  }
  const legal = content.legalText.trim();
  if (legal) sent += `<p style="font-size:12px;color:#6b7280">${escapeHtml(legal)}</p>`;
  return sent;
}
