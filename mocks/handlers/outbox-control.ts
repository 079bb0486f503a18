/**
 * Control endpoints of the fake backend's outbox (any prefix, like the other /__mock routes):
 * GET lists the e-mails "sent" (newest first, `?to=` filters by recipient), DELETE empties it.
 * The mails hold password-reset and activation links, i.e. credentials: like minting tokens, the
 * outbox answers only with the explicit development flag (`devTokens`, MOCK_DEV_TOKENS=1).
 */
import { http, HttpResponse } from 'msw';
import { listOutbox } from '../accounts/outbox';
import type { HandlerContext } from './context';

function notEnabled(request: Request): Response {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Not Found', status: 404, detail: `No route for ${request.method} ${new URL(request.url).pathname}.` },
    { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

export function outboxControlHandlers(ctx: HandlerContext) {
  return [
    http.get('*/__mock/outbox', async ({ request }) => {
      if (!ctx.options.devTokens) return notEnabled(request);
      await ctx.store.ready;
      const to = new URL(request.url).searchParams.get('to') ?? undefined;
      return HttpResponse.json({ items: listOutbox(ctx, to) });
    }),
    http.delete('*/__mock/outbox', async ({ request }) => {
      if (!ctx.options.devTokens) return notEnabled(request);
      await ctx.store.ready;
      ctx.store.db.outbox.clear();
      ctx.store.commit();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
