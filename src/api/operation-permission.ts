/**
 * Whether the signed-in user may make a call, as the contract says (the operation's x-permission),
 * so a screen offers only what the server will allow. The table is the contract's, not a list kept
 * by hand beside it.
 */
import { operations } from './generated/operations';
import { usePermission } from './permissions';

/** The permission an operation needs; throws for an operation the contract does not have. */
export function operationPermission(operationId: string) {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is not an operation of the contract`);
  return operation.permission;
}

/** `allowed` once the permissions are known; false until then (nothing is offered that may be refused). */
export function useOperationAllowed(operationId: string): boolean {
  const { allowed, fetched } = usePermission(operationPermission(operationId));
  return allowed && fetched;
}
