/**
 * Inputs for calling an operation: values for its path, query and header parameters and its body,
 * from the contract's examples, and invalid ones for the negative cases. Pure (no network): the ids
 * a live server knows are found by scripts/contract/discover.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Json, JsonObject, Operation, Parameter } from './contract.ts';
import { isObject } from './contract.ts';

/** An id no backend has: the unknown-id case expects 404 for it. */
export const UNKNOWN_ID = 'contract-check-unknown-id';

/** A value for a parameter without an example: the schema's default, first enum value, or its type's plainest value. */
export function valueFor(parameter: Pick<Parameter, 'schema' | 'example'>): Json {
  if (parameter.example !== undefined) return parameter.example;
  const schema = parameter.schema;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0]!;
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [valueFor({ schema: isObject(schema.items) ? schema.items : {}, example: undefined })];
    default:
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T09:00:00Z';
      return 'example';
  }
}

/** Serialises query values as the contract's lists do (`form`, exploded: `tag=a&tag=b`). */
export function appendQuery(search: URLSearchParams, name: string, value: Json): void {
  if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
  else if (value !== null && value !== undefined) search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** Fills `{name}` segments of a path template. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? UNKNOWN_ID));
}

export const pathParameterNames = (template: string): string[] => [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** The request headers an operation declares, with the given If-Match. */
export function headerValues(op: Operation, ifMatch: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const p of op.parameters.filter((p) => p.in === 'header')) {
    const name = p.name.toLowerCase();
    if (name === 'idempotency-key') headers[p.name] = randomUUID();
    else if (name === 'if-match') {
      if (ifMatch) headers[p.name] = ifMatch;
    } else if (p.required) headers[p.name] = String(valueFor(p));
  }
  return headers;
}

/** The required query parameters, from their examples. */
export function requiredQuery(op: Operation): URLSearchParams {
  const search = new URLSearchParams();
  for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) appendQuery(search, p.name, valueFor(p));
  return search;
}

/** The required query parameters and every optional one the contract gives an example for. */
export function exampleQuery(op: Operation): URLSearchParams {
  const search = requiredQuery(op);
  for (const p of op.parameters.filter((p) => p.in === 'query' && !p.required && p.example !== undefined)) appendQuery(search, p.name, p.example!);
  return search;
}

/**
 * A query that breaks one parameter's schema (a word where a number or one of an enum's values
 * belongs), or undefined when the operation has no such parameter.
 */
export function invalidQuery(op: Operation): { search: URLSearchParams; parameter: string } | undefined {
  const candidates = op.parameters.filter((p) => p.in === 'query');
  for (const p of candidates) {
    const schema = itemSchema(p.schema);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'integer' || type === 'number' || Array.isArray(schema.enum)) {
      const search = requiredQuery(op);
      search.set(p.name, 'not-a-valid-value');
      return { search, parameter: p.name };
    }
  }
  return undefined;
}

function itemSchema(schema: JsonObject): JsonObject {
  if (schema.type === 'array' && isObject(schema.items)) return schema.items;
  return schema;
}

/** The request body for a write: the contract's example (every operation has one). */
export function bodyFor(op: Operation): { body: string; contentType: string } | undefined {
  if (!op.body) return undefined;
  const example = op.body.example ?? {};
  if (op.body.mediaType === 'application/x-www-form-urlencoded' && isObject(example)) {
    return { body: new URLSearchParams(Object.entries(example).map(([k, v]) => [k, String(v)])).toString(), contentType: op.body.mediaType };
  }
  if (op.body.mediaType === 'multipart/form-data') return undefined;
  return { body: JSON.stringify(example), contentType: op.body.mediaType };
}
