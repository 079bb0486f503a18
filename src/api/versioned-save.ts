/**
 * The one way to change a versioned record (a customer, an invoice's dunning, a template): the
 * change carries `If-Match` with the version the user's edits are against; when someone else saved
 * meanwhile the server answers 412 with the record as it is now (`current`). The save then
 * resolves as a conflict holding that record, which the page shows, while the caller keeps what
 * the user typed. Every other failure is thrown, for the form kit to place.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { ApiError } from './errors';
import type { OperationId } from './generated/operations';

/** The request options that name the version a change is against. */
export type IfMatch = { headers: { 'If-Match': string } };

export type VersionedSaveResult<TResult, TRecord> = { saved: TResult; conflict?: undefined } | { conflict: TRecord; saved?: undefined };

type VersionedSaveOptions<TVariables, TResult, TRecord> = {
  /** The mutation key: a success refreshes what the contract says the operation changes. */
  operationId: OperationId;
  /** The record's administration: what the success refreshes is that administration's. */
  administrationId: string;
  send: (variables: TVariables, ifMatch: IfMatch) => Promise<TResult>;
  /** The record's answer schema: the 412's `current` is used when it holds to it (else, or without one, `refetch`). */
  schema?: ZodType;
  /** The record asked for again, when the 412 does not carry it. */
  refetch: () => Promise<TRecord>;
  /** The record's query: it takes the server's version on a 412, so the page behind shows it. */
  queryKey?: QueryKey;
};

/** The record as the server has it now, from a 412 (checked against the contract) or asked for again. */
async function serverVersion<TRecord>(error: ApiError, schema: ZodType | undefined, refetch: () => Promise<TRecord>): Promise<TRecord> {
  const parsed = schema?.safeParse((error.problem as { current?: unknown } | undefined)?.current);
  return parsed?.success ? (parsed.data as TRecord) : refetch();
}

export function useVersionedSave<TVariables, TResult, TRecord>(options: VersionedSaveOptions<TVariables, TResult, TRecord>) {
  const { operationId, administrationId, send, schema, refetch, queryKey } = options;
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
      const current = await serverVersion(error, schema, refetch);
      if (queryKey) queryClient.setQueryData(queryKey, current);
      return { conflict: current };
    }
  };
  return { save, pending: mutation.isPending };
}
