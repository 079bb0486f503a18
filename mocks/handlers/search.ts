/**
 * The command palette's search: customers by name or number, invoices by number, in one pass over
 * the administration's records. Each kind is read only when the caller holds the permission that
 * reads its own records (`may()`): customers Manage_Customers, invoices Manage_Invoices; the rest is
 * left out, never refused, so every member may search.
 */
import { getSearchRecordsMockHandler } from '#api/generated/endpoints/search/search.msw';
import type { SearchHit, SearchResults } from '#api/generated/model/index';
import { searchRecordsQueryParams } from '#api/generated/zod/search/search.zod';
import type { HandlerContext } from './context';
import { recordsOf } from './receivables';
import { may, queryParams, route, scopeOf } from './route';

/** How well a text matches: 0 exactly, 1 at its start, 2 inside it; undefined not at all. */
function rank(text: string, query: string): number | undefined {
  const value = text.toLowerCase();
  if (value === query) return 0;
  if (value.startsWith(query)) return 1;
  return value.includes(query) ? 2 : undefined;
}

const best = (...ranks: (number | undefined)[]) => {
  const found = ranks.filter((r): r is number => r !== undefined);
  return found.length ? Math.min(...found) : undefined;
};

export function searchHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  return [
    getSearchRecordsMockHandler(
      route<SearchResults>(ctx, 'searchRecords', (input) => {
        const { administrationId } = scopeOf(input);
        const { q, limit = 10 } = queryParams(input.url, searchRecordsQueryParams);
        const query = q.trim().toLowerCase();
        if (!query) return { items: [] };
        const hits: { hit: SearchHit; rank: number; order: number }[] = [];
        const customers = recordsOf(db.customers.all(), administrationId);
        if (may(input, 'Manage_Customers')) {
          for (const c of customers) {
            const r = best(rank(c.number, query), rank(c.name, query));
            if (r !== undefined) hits.push({ hit: { kind: 'customer', id: c.id, label: c.name, sublabel: c.number }, rank: r, order: hits.length });
          }
        }
        if (may(input, 'Manage_Invoices')) {
          const names = new Map(customers.map((c) => [c.id, c.name]));
          for (const i of recordsOf(db.invoices.all(), administrationId)) {
            const r = rank(i.number, query);
            if (r !== undefined)
              hits.push({ hit: { kind: 'invoice', id: i.id, label: i.number, sublabel: names.get(i.customerId) ?? '' }, rank: r, order: hits.length });
          }
        }
        hits.sort((a, b) => a.rank - b.rank || a.order - b.order);
        return { items: hits.slice(0, limit).map(({ hit }) => hit) };
      }),
    ),
  ];
}
