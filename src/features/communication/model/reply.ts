/**
 * A reply to an incoming e-mail (the mailbox's "Reply"): its subject and the quoted original the
 * composer starts with. The original is quoted as text (its HTML is untrusted and stays behind),
 * below an empty paragraph for the answer.
 */

/** Prefixes mail programs write for a reply (English, German, Dutch); the subject keeps the one it has. */
const REPLY_PREFIX = /^(re|aw|antw)\s?:/i;

export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  if (REPLY_PREFIX.test(trimmed)) return trimmed;
  return trimmed ? `Re: ${trimmed}` : 'Re:';
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The message's start: room for the answer, who wrote when (`intro`, translated), the original's text quoted. */
export function quotedReply(originalText: string, intro: string): string {
  const paragraphs = originalText
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`);
  return `<p></p><p>${escapeHtml(intro)}</p><blockquote>${paragraphs.join('')}</blockquote>`;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The incoming e-mail the composer answers (the mailbox's "Reply"); history state, so the address (part of every first load) stays as it was. */
    replyTo?: string;
  }
}
