/**
 * The one place mocks/ imports the generated answer schemas: the route wrapper shapes every JSON
 * answer with them, and the contract tests (mocks/contract/harness.ts) check answers with them.
 * When the generated module moves or splits (one per tag), only this file changes.
 */
import type { ZodType } from 'zod';
import { responseSchemas } from '#api/generated/response-schemas/all';

/** The zod schema of each JSON success answer of an operation, by status ({} when it has none). */
export function schemasFor(operationId: string): Readonly<Record<number, ZodType>> {
  const schemas = responseSchemas[operationId];
  if (!schemas) throw new Error(`The generated answer schemas have no operation ${operationId}`);
  return schemas;
}
