/**
 * The fake backend's outgoing e-mail: messages are stored, never sent, and listed by
 * GET /__mock/outbox so tests (and people trying the app) can follow the links in them.
 */
import type { OutboxMessage } from '../db/account-schemas';
import type { HandlerContext } from '../handlers/context';
import { randomToken } from './random';

/** Where the front end runs when the request does not say (the dev server). */
export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:5173';

/**
 * The origin of the app that made the request: links in e-mails point back to it. The browser
 * sends Origin on cross-origin and POST requests; the service worker runs on the app's origin.
 */
export function appOrigin(request: Request): string {
  for (const header of ['Origin', 'Referer']) {
    const value = request.headers.get(header);
    if (!value || value === 'null') continue;
    try {
      return new URL(value).origin;
    } catch {
      // Not a URL: try the next source.
    }
  }
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : DEFAULT_APP_ORIGIN;
}

export type NewMessage = Omit<OutboxMessage, 'id' | 'sentAt'>;

export async function sendMail(ctx: HandlerContext, message: NewMessage): Promise<OutboxMessage> {
  return ctx.store.db.outbox.create({
    ...message,
    id: randomToken('msg', 8),
    sentAt: ctx.options.now().toISOString(),
  });
}

/** Newest first. */
export function listOutbox(ctx: HandlerContext, to?: string): OutboxMessage[] {
  const all = ctx.store.db.outbox.all().map((message) => ({ ...message }));
  const filtered = to ? all.filter((message) => message.to === to.trim().toLowerCase()) : all;
  return filtered.reverse();
}
