/**
 * The one way to change or delete a versioned record (a customer, an invoice's dunning, a template,
 * a header/footer, a contact, a comment): the call carries `If-Match` with the version the user's
 * edits are against; when someone else saved meanwhile the server answers 412 with the record as
 * it is now (`current`). The save then resolves as a conflict holding that record, which the page
 * shows, while the caller keeps what the user typed. Every other failure is thrown, for the form
 * kit to place. The conflict's panel and the re-apply of the user's edits: @/components/form/use-edit-conflict.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { loadResponseSchemas } from './client';
import { ApiError } from './errors';
import type { OperationId } from './generated/operations';
import { recordAnswerOf } from './record-version';

/** The request options that name the version a change is against. */
export type IfMatch = { headers: { 'If-Match': string } };

export type VersionedSaveResult<TResult, TRecord> = { saved: TResult; conflict?: undefined } | { conflict: TRecord; saved?: undefined };

type VersionedSaveOptions<TVariables, TResult, TRecord> = {
  /** The mutation key: a success refreshes what the contract says the operation changes. */
  operationId: OperationId;
  /** The record's administration: what the success refreshes is that administration's. */
  administrationId: string;
  send: (variables: TVariables, ifMatch: IfMatch) => Promise<TResult>;
  /** The record asked for again, when the 412 does not carry it. */
  refetch: (variables: TVariables) => Promise<TRecord>;
  /** The record's query: it takes the server's version on a 412, so the page behind shows it. */
  queryKey?: QueryKey;
  /** How the server's version goes into that query's data: by default it replaces it; a list's query takes it with `inList`. */
  toCache?: (cached: unknown, current: TRecord) => unknown;
};

/** `toCache` for a list's query (`{ items }`): the server's version in place of the item with its id. */
export function inList(cached: unknown, current: { id: string }): unknown {
  const list = cached as { items?: readonly { id: string }[] } | undefined;
  if (!list?.items) return cached;
  return { ...list, items: list.items.map((item) => (item.id === current.id ? current : item)) };
}

/**
 * The record as the server has it now: the 412's `current`, shaped as the operation's own success
 * answer (a delete's: its path's change) and checked with its schema (loaded with the tag's first
 * request), else asked for again.
 */
async function serverVersion<TRecord>(operationId: OperationId, error: ApiError, refetch: () => Promise<TRecord>): Promise<TRecord> {
  const current = (error.problem as { current?: unknown } | undefined)?.current;
  if (current !== undefined) {
    const { operations } = await import('./generated/operations');
    const recordOperation = recordAnswerOf(operationId, operations);
    const schemas = await loadResponseSchemas(operations.find((op) => op.operationId === recordOperation));
    const parsed = schemas[recordOperation]?.[200]?.safeParse(current);
    if (parsed?.success) return parsed.data as TRecord;
  }
  return refetch();
}

export function useVersionedSave<TVariables, TResult, TRecord>(options: VersionedSaveOptions<TVariables, TResult, TRecord>) {
  const { operationId, administrationId, send, refetch, queryKey, toCache } = options;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: [operationId],
    // `administrationId` among the variables scopes the refresh after success (src/app/query-client.ts).
    mutationFn: ({ variables, etag }: { administrationId: string; variables: TVariables; etag: string }) => send(variables, { headers: { 'If-Match': etag } }),
  });
  /** Saves `variables` against the version `etag`. */
  const save = async (variables: TVariables, etag: string): Promise<VersionedSaveResult<TResult, TRecord>> => {
    try {
      return { saved: await mutation.mutateAsync({ administrationId, variables, etag }) };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 412) throw error;
      const current = await serverVersion(operationId, error, () => refetch(variables));
      if (queryKey) queryClient.setQueryData(queryKey, (cached: unknown) => (toCache ? toCache(cached, current) : current));
      return { conflict: current };
    }
  };
  return { save, pending: mutation.isPending };
}
