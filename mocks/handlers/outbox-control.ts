/**
 * Control endpoints of the fake backend's outbox (any prefix, like the other /__mock routes):
 * GET lists the e-mails "sent" (newest first, `?to=` filters by recipient), DELETE empties it.
 */
import { http, HttpResponse } from 'msw';
import { listOutbox } from '../accounts/outbox';
import type { HandlerContext } from './context';

export function outboxControlHandlers(ctx: HandlerContext) {
  return [
    http.get('*/__mock/outbox', async ({ request }) => {
      await ctx.store.ready;
      const to = new URL(request.url).searchParams.get('to') ?? undefined;
      return HttpResponse.json({ items: listOutbox(ctx, to) });
    }),
    http.delete('*/__mock/outbox', async () => {
      await ctx.store.ready;
      ctx.store.db.outbox.clear();
      ctx.store.commit();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
