import { operations, type OperationEntry } from '#api/generated/operations';

/**
 * The contract operation a URL path belongs to, whatever API root it is served under
 * ("/v1.0", "/api/v1.0", none): the generated patterns are anchored at the path of the contract,
 * so every "/"-suffix of the path is tried.
 */
export function findOperation(pathname: string, method?: string): OperationEntry | undefined {
  const upper = method?.toUpperCase();
  for (let i = 0; i !== -1 && i < pathname.length; i = pathname.indexOf('/', i + 1)) {
    const tail = pathname.slice(i);
    const op = operations.find((o) => (!upper || o.method === upper) && o.pattern.test(tail));
    if (op) return op;
  }
  return undefined;
}
