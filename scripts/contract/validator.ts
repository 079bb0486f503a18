/**
 * Checks one HTTP answer against the contract: the status is one the operation documents, the
 * headers it declares are there (ETag, Location, Content-Disposition), errors are
 * application/problem+json, and a JSON body matches its schema (Ajv, JSON Schema 2020-12 as
 * OpenAPI 3.1 uses it, with ajv-formats). Shared by `contract:check` and `contract:proxy`.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import type { Answer, ContractDoc, Json, Operation } from './contract.ts';
import { isObject } from './contract.ts';

/** One way an answer breaks the contract. `kind` groups them in the reports. */
export interface Violation {
  kind: 'status' | 'header' | 'content-type' | 'body' | 'server-error';
  message: string;
}

/** An answer as received: status, headers (lower-case names) and the body's text. */
export interface ReceivedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const DOC_ID = 'contract.json';

type AddFormats = (ajv: Ajv2020) => Ajv2020;
// ajv-formats is CommonJS: its function is the default export under a bundler, `.default` under Node.
const addFormats = ((formatsPlugin as unknown as { default?: AddFormats }).default ?? formatsPlugin) as unknown as AddFormats;

const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();
const isJsonType = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

export interface AnswerValidator {
  /** The contract's answer for `status` (exact, then `4XX`, then `default`). */
  answerFor(op: Operation, status: number): Answer | undefined;
  check(op: Operation, answer: ReceivedAnswer): Violation[];
}

export interface ValidatorOptions {
  /**
   * Also report answer fields the contract does not name (default on): a misspelt optional field
   * (`due_date` for `dueDate`) would otherwise pass as an unknown extra and the documented one go
   * missing unseen. Objects that declare `additionalProperties` keep their own rule.
   */
  undocumentedFields?: boolean;
}

const shared = new WeakMap<ContractDoc, AnswerValidator>();

/** One validator per contract document (its schemas compile once, whoever checks with it). */
export function validatorFor(doc: ContractDoc): AnswerValidator {
  let validator = shared.get(doc);
  if (!validator) {
    validator = createValidator(doc);
    shared.set(doc, validator);
  }
  return validator;
}

export function createValidator(doc: ContractDoc, options: ValidatorOptions = {}): AnswerValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
  addFormats(ajv);
  // Formats the contract names for file content (never a JSON string's shape).
  for (const format of ['binary', 'csv', 'xlsx', 'byte']) ajv.addFormat(format, true);
  ajv.addSchema((options.undocumentedFields ?? true) ? closeObjects(doc) : (doc as object), DOC_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  const answerFor = (op: Operation, status: number) =>
    op.answers.find((a) => a.status === String(status)) ??
    op.answers.find((a) => a.status.toUpperCase() === `${String(status)[0]}XX`) ??
    op.answers.find((a) => a.status === 'default');

  return {
    answerFor,
    check(op, received) {
      const violations: Violation[] = [];
      if (received.status >= 500) violations.push({ kind: 'server-error', message: `answered ${received.status}: a server error is never a conforming answer` });
      const answer = answerFor(op, received.status);
      if (!answer) {
        violations.push({ kind: 'status', message: `status ${received.status} is not documented (documented: ${op.answers.map((a) => a.status).join(', ')})` });
        return violations;
      }
      for (const [name, { required }] of Object.entries(answer.headers)) {
        if (required && !received.headers[name]) violations.push({ kind: 'header', message: `header ${headerCase(name)} is missing (the ${answer.status} answer declares it)` });
      }
      const mediaTypes = Object.keys(answer.content);
      if (received.status >= 400 && mediaTypes.length === 0) mediaTypes.push('application/problem+json');
      if (mediaTypes.length === 0) return violations;
      const mediaType = mediaTypeOf(received.headers['content-type']);
      if (received.status >= 400 && mediaType !== 'application/problem+json') {
        violations.push({ kind: 'content-type', message: `an error answer must be application/problem+json, got "${mediaType || 'none'}"` });
        return violations;
      }
      const declared = mediaTypes.find((type) => type.toLowerCase() === mediaType) ?? mediaTypes.find((type) => type === '*/*' || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))));
      if (!declared) {
        violations.push({ kind: 'content-type', message: `content type "${mediaType || 'none'}" is not declared (declared: ${mediaTypes.join(', ')})` });
        return violations;
      }
      const schemaPointer = answer.content[declared];
      if (!schemaPointer || !isJsonType(mediaType)) return violations;
      let body: unknown;
      try {
        body = JSON.parse(received.body);
      } catch {
        violations.push({ kind: 'body', message: 'the body is not JSON' });
        return violations;
      }
      const validate = validatorAt(schemaPointer);
      if (!validate(body)) {
        for (const error of (validate.errors ?? []).slice(0, 5)) {
          violations.push({ kind: 'body', message: `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}${describeParams(error.params)}` });
        }
      }
      return violations;
    },
  };
}

/**
 * A copy of the contract whose object schemas take no property they do not name
 * (`unevaluatedProperties: false`, which sees through `allOf` and `$ref`). The parts an `allOf`
 * combines stay open: only the combined schema is closed.
 */
function closeObjects(doc: ContractDoc): object {
  const copy = structuredClone(doc) as Json;
  const parts = new Set<Json>();
  const refsInAllOf = new Set<string>();
  const collect = (node: Json | undefined) => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (isObject(node)) {
      if (Array.isArray(node.allOf)) {
        for (const part of node.allOf) {
          parts.add(part);
          if (isObject(part) && typeof part.$ref === 'string') refsInAllOf.add(part.$ref);
        }
      }
      Object.values(node).forEach(collect);
    }
  };
  collect(copy);
  const close = (node: Json | undefined, pointer: string) => {
    if (Array.isArray(node)) node.forEach((child, i) => close(child, `${pointer}/${i}`));
    else if (isObject(node)) {
      const isSchemaObject = (isObject(node.properties) || Array.isArray(node.allOf)) && (node.type === undefined || node.type === 'object');
      if (isSchemaObject && node.additionalProperties === undefined && node.unevaluatedProperties === undefined && !parts.has(node) && !refsInAllOf.has(pointer)) {
        node.unevaluatedProperties = false;
      }
      for (const [key, child] of Object.entries(node)) {
        // A schema's `properties` map names fields: its keys are not schema keywords.
        if (key === 'properties' && isObject(child)) for (const [name, value] of Object.entries(child)) close(value, `${pointer}/properties/${name}`);
        else if (key !== 'example' && key !== 'examples') close(child, `${pointer}/${key}`);
      }
    }
  };
  close(copy, '#');
  return copy as object;
}

function describeParams(params: Record<string, unknown>): string {
  if (typeof params.additionalProperty === 'string') return ` (${params.additionalProperty})`;
  if (typeof params.unevaluatedProperty === 'string') return `: ${params.unevaluatedProperty}`;
  if (Array.isArray(params.allowedValues)) return ` (${params.allowedValues.join(', ')})`;
  return '';
}

const headerCase = (name: string) => (name === 'etag' ? 'ETag' : name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase()));

/** A fetch Response as a ReceivedAnswer. */
export async function receive(response: Response): Promise<ReceivedAnswer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return { status: response.status, headers, body: await response.text() };
}
