/**
 * The contract as the contract kit reads it: the bundled openapi/openapi.yaml, its operations with
 * their parameters, request bodies and answers resolved (`$ref`s of components followed), in one
 * list. Every tool of scripts/contract/ (check, proxy, diff, the mock's operations table) starts here.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The OpenAPI document, as parsed JSON. */
export type ContractDoc = JsonObject & { paths: Record<string, JsonObject>; components?: JsonObject };

export const CONTRACT_FILE = 'openapi/openapi.yaml';
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonObject;
  example: Json | undefined;
}

export interface Answer {
  status: string;
  /** JSON pointer of the answer object (after its `$ref`), for the validator. */
  pointer: string;
  headers: Record<string, { required: boolean }>;
  /** Media type → JSON pointer of its schema (undefined when it declares none). */
  content: Record<string, string | undefined>;
}

export interface Operation {
  operationId: string;
  method: Method;
  path: string;
  tag: string;
  summary: string;
  /** False for `security: []` (public) operations. */
  secured: boolean;
  /** `x-permission`: the permission the caller needs, null for any signed-in caller. */
  permission: string | null | undefined;
  parameters: Parameter[];
  body: { required: boolean; mediaType: string; example: Json | undefined; schemaPointer: string | undefined } | undefined;
  answers: Answer[];
}

export function readContract(file = CONTRACT_FILE): ContractDoc {
  return parseContract(readFileSync(file, 'utf8'));
}

export function parseContract(text: string): ContractDoc {
  const doc = parse(text) as ContractDoc | null;
  if (!doc || typeof doc !== 'object' || !doc.paths) throw new Error('not an OpenAPI document (no paths)');
  return doc;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a JSON pointer (`#/components/schemas/X`) of the document. */
export function atPointer(doc: Json, pointer: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** Follows `$ref`s (to this document only) until an object without one; with its pointer. */
export function deref(doc: ContractDoc, node: Json | undefined, pointer: string): { node: JsonObject; pointer: string } {
  let current = node;
  let at = pointer;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    at = current.$ref;
    current = atPointer(doc, at);
  }
  return { node: isObject(current) ? current : {}, pointer: at };
}

function parameterOf(doc: ContractDoc, raw: Json, pointer: string): Parameter {
  const { node } = deref(doc, raw, pointer);
  const example = node.example ?? (isObject(node.examples) ? (Object.values(node.examples).find(isObject)?.value ?? undefined) : undefined);
  return {
    name: String(node.name),
    in: node.in as Parameter['in'],
    required: node.required === true,
    schema: deref(doc, node.schema ?? {}, `${pointer}/schema`).node,
    example,
  };
}

function exampleOf(media: JsonObject): Json | undefined {
  if (media.example !== undefined) return media.example;
  if (isObject(media.examples)) {
    const first = Object.values(media.examples).find(isObject);
    if (first) return first.value;
  }
  return undefined;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: ContractDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const itemPointer = `#/paths/${escapePointer(path)}`;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const opPointer = `${itemPointer}/${method}`;
      const own = Array.isArray(op.parameters) ? op.parameters : [];
      const parameters = new Map<string, Parameter>();
      shared.forEach((raw, i) => {
        const p = parameterOf(doc, raw, `${itemPointer}/parameters/${i}`);
        parameters.set(`${p.in}:${p.name}`, p);
      });
      own.forEach((raw, i) => {
        const p = parameterOf(doc, raw, `${opPointer}/parameters/${i}`);
        parameters.set(`${p.in}:${p.name}`, p);
      });
      let body: Operation['body'];
      if (op.requestBody !== undefined) {
        const { node: requestBody, pointer } = deref(doc, op.requestBody, `${opPointer}/requestBody`);
        const content = isObject(requestBody.content) ? requestBody.content : {};
        const [mediaType, media] = Object.entries(content)[0] ?? ['application/json', {}];
        const mediaObject = isObject(media) ? media : {};
        body = {
          required: requestBody.required === true,
          mediaType,
          example: exampleOf(mediaObject),
          schemaPointer: mediaObject.schema === undefined ? undefined : `${pointer}/content/${escapePointer(mediaType)}/schema`,
        };
      }
      const answers: Answer[] = Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, raw]) => {
        const { node, pointer } = deref(doc, raw, `${opPointer}/responses/${status}`);
        const headers: Answer['headers'] = {};
        for (const [name, header] of Object.entries(isObject(node.headers) ? node.headers : {})) {
          headers[name.toLowerCase()] = { required: deref(doc, header, '').node.required === true || /^(etag|location)$/i.test(name) };
        }
        const content: Answer['content'] = {};
        for (const [mediaType, media] of Object.entries(isObject(node.content) ? node.content : {})) {
          content[mediaType] = isObject(media) && media.schema !== undefined ? `${pointer}/content/${escapePointer(mediaType)}/schema` : undefined;
        }
        return { status, pointer, headers, content };
      });
      operations.push({
        operationId: String(op.operationId ?? `${method} ${path}`),
        method,
        path,
        tag: Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'untagged',
        summary: typeof op.summary === 'string' ? op.summary : '',
        secured: !(Array.isArray(op.security) && op.security.length === 0),
        permission: op['x-permission'] === undefined ? undefined : (op['x-permission'] as string | null),
        parameters: [...parameters.values()],
        body,
        answers,
      });
    }
  }
  return operations;
}

/** GET and HEAD change nothing; everything else is a write (run only with `--writes`). */
export const isSafe = (op: Operation): boolean => op.method === 'get';
