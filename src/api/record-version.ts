import type { OperationEntry, OperationId } from './generated/operations';

/**
 * The operation whose success answer is the record a 412 of `operationId` carries as `current`
 * (the record as it is now): the change itself, or, for a delete (which answers no record), the
 * change of the same path. The mock shapes `current` with it, the client and the contract tests
 * check it with it.
 */
export function recordAnswerOf(operationId: OperationId, operations: readonly OperationEntry[]): OperationId {
  const op = operations.find((o) => o.operationId === operationId);
  if (op?.method !== 'DELETE') return operationId;
  return operations.find((o) => o.path === op.path && (o.method === 'PUT' || o.method === 'PATCH'))?.operationId ?? operationId;
}
