/**
 * `npm run contract:diff -- [base-ref]`: the changes of the contract between two git refs, each
 * classified as breaking or not — from the front end's side: a change is breaking when the app as
 * built against the base contract could fail against a backend of the new one.
 *
 * Rules (requests: the new contract must accept all the app sends; answers: the app must
 * understand all the new contract may answer):
 *
 * | Change | Breaking? |
 * |---|---|
 * | operation removed | yes |
 * | operation added | no |
 * | request parameter or body field removed | yes (the app still sends it and expects it to work) |
 * | new required parameter / body field, or optional → required, or a body becomes required | yes |
 * | new optional parameter / body field, required → optional | no |
 * | request type narrowed (a type, an enum value or a oneOf variant removed, a tighter min/max/length/pattern/format) | yes |
 * | request type widened (a type, an enum value or a variant added, a looser constraint) | no |
 * | answer field removed, or required → optional | yes (the app reads it) |
 * | answer field added, optional → required | no (the app ignores what it does not know) |
 * | answer type widened (a type such as `null` added, a oneOf variant added, a format changed) | yes |
 * | answer enum value added | **yes**: the app switches exhaustively over its enums (a status it has no label, colour or branch for) |
 * | answer enum value removed, answer type narrowed | no |
 * | success status removed, declared answer header removed (ETag, Location), answer media type removed | yes |
 * | error status removed or added, success status added, header added | no |
 * | `x-permission` changed to another permission, or a public operation now needs a token | yes (the app shows the action by the old rule) |
 * | `x-permission` dropped to any signed-in user, or an operation made public | no |
 */
import { spawnSync } from 'node:child_process';
import type { ContractDoc, Json, JsonObject, Operation } from './contract.ts';
import { CONTRACT_FILE, atPointer, deref, isObject, operationsOf, parseContract } from './contract.ts';

export interface Change {
  breaking: boolean;
  /** `GET /administrations/{}/customers` (path parameters unnamed: renaming one changes nothing). */
  operation: string;
  /** Where in the operation: `query parameter status`, `200 answer: items[].status`. */
  location: string;
  message: string;
}

type Direction = 'request' | 'answer';

/** The bundled contract at a git ref, or undefined when the ref (or the file there) does not exist. */
export function contractAtRef(ref: string, file = CONTRACT_FILE): ContractDoc | undefined {
  const result = spawnSync('git', ['show', `${ref}:${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  if (result.status !== 0 || !result.stdout) return undefined;
  return parseContract(result.stdout);
}

const keyOf = (op: Operation) => `${op.method.toUpperCase()} ${op.path.replace(/\{[^}]+\}/g, '{}')}`;
const paramKey = (p: { in: string; name: string }) => `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;

export function diffContracts(base: ContractDoc, head: ContractDoc): Change[] {
  const changes: Change[] = [];
  const baseOps = new Map(operationsOf(base).map((op) => [keyOf(op), op]));
  const headOps = new Map(operationsOf(head).map((op) => [keyOf(op), op]));
  for (const [key, op] of baseOps) {
    if (!headOps.has(key)) changes.push({ breaking: true, operation: key, location: 'operation', message: `removed (${op.operationId})` });
  }
  for (const [key, op] of headOps) {
    const before = baseOps.get(key);
    if (!before) {
      changes.push({ breaking: false, operation: key, location: 'operation', message: `added (${op.operationId})` });
      continue;
    }
    diffOperation(key, before, op);
  }
  return changes;

  function add(operation: string, location: string, breaking: boolean, message: string) {
    changes.push({ operation, location, breaking, message });
  }

  function diffOperation(key: string, before: Operation, after: Operation) {
    if (before.secured !== after.secured) add(key, 'security', after.secured, after.secured ? 'now needs a token' : 'now public');
    if ((before.permission ?? null) !== (after.permission ?? null)) {
      add(key, 'x-permission', (after.permission ?? null) !== null, `${before.permission ?? 'any signed-in user'} → ${after.permission ?? 'any signed-in user'}${(after.permission ?? null) !== null ? ': the app offers it to users the backend now refuses' : ''}`);
    }
    const beforeParams = new Map(before.parameters.map((p) => [paramKey(p), p]));
    const afterParams = new Map(after.parameters.map((p) => [paramKey(p), p]));
    for (const [k, p] of beforeParams) {
      if (p.in === 'path') continue;
      if (!afterParams.has(k)) add(key, `${p.in} parameter ${p.name}`, true, 'removed: the app still sends it');
    }
    for (const [k, p] of afterParams) {
      if (p.in === 'path') continue;
      const was = beforeParams.get(k);
      const location = `${p.in} parameter ${p.name}`;
      if (!was) add(key, location, p.required, p.required ? 'added as required: the app does not send it' : 'added (optional)');
      else {
        if (p.required && !was.required) add(key, location, true, 'now required: the app may not send it');
        if (!p.required && was.required) add(key, location, false, 'now optional');
        compareSchemas(base, head, was.schema, p.schema, 'request', key, location, changes, new Set());
      }
    }
    if (after.body && !before.body) add(key, 'request body', after.body.required, after.body.required ? 'added as required' : 'added (optional)');
    if (before.body && !after.body) add(key, 'request body', true, 'removed: the app still sends one');
    if (before.body && after.body) {
      if (after.body.required && !before.body.required) add(key, 'request body', true, 'now required');
      if (before.body.mediaType !== after.body.mediaType) add(key, 'request body', true, `media type ${before.body.mediaType} → ${after.body.mediaType}`);
      else if (before.body.schemaPointer && after.body.schemaPointer) {
        compareSchemas(base, head, atPointer(base, before.body.schemaPointer), atPointer(head, after.body.schemaPointer), 'request', key, 'request body', changes, new Set());
      }
    }
    const afterAnswers = new Map(after.answers.map((a) => [a.status, a]));
    const beforeAnswers = new Map(before.answers.map((a) => [a.status, a]));
    for (const [status, answer] of beforeAnswers) {
      const now = afterAnswers.get(status);
      const success = status.startsWith('2');
      if (!now) {
        add(key, `${status} answer`, success, success ? 'removed: the app expects this success' : 'removed');
        continue;
      }
      for (const [name, header] of Object.entries(answer.headers)) {
        if (!now.headers[name]) add(key, `${status} answer header ${name}`, true, 'removed: the app reads it');
        else if (header.required && !now.headers[name]!.required) add(key, `${status} answer header ${name}`, true, 'now optional');
      }
      for (const name of Object.keys(now.headers)) if (!answer.headers[name]) add(key, `${status} answer header ${name}`, false, 'added');
      for (const [mediaType, pointer] of Object.entries(answer.content)) {
        if (!(mediaType in now.content)) {
          add(key, `${status} answer ${mediaType}`, true, 'media type removed');
          continue;
        }
        const afterPointer = now.content[mediaType];
        if (pointer && afterPointer) compareSchemas(base, head, atPointer(base, pointer), atPointer(head, afterPointer), 'answer', key, `${status} answer`, changes, new Set());
      }
    }
    for (const status of afterAnswers.keys()) if (!beforeAnswers.has(status)) add(key, `${status} answer`, false, 'added');
  }
}

/** A schema with its `$ref`s followed and its `allOf` merged into one object schema. */
function flatten(doc: ContractDoc, raw: Json | undefined): { schema: JsonObject; pointer: string } {
  const { node, pointer } = deref(doc, raw, '');
  if (!Array.isArray(node.allOf)) return { schema: node, pointer };
  const merged: JsonObject = { ...node };
  delete merged.allOf;
  const properties: JsonObject = { ...(isObject(node.properties) ? node.properties : {}) };
  const required = new Set<Json>(Array.isArray(node.required) ? node.required : []);
  for (const part of node.allOf) {
    const { schema } = flatten(doc, part);
    Object.assign(properties, isObject(schema.properties) ? schema.properties : {});
    for (const name of Array.isArray(schema.required) ? schema.required : []) required.add(name);
    if (schema.type !== undefined && merged.type === undefined) merged.type = schema.type;
  }
  return { schema: { ...merged, properties, required: [...required] }, pointer };
}

function typesOf(schema: JsonObject): Set<string> | undefined {
  if (schema.type === undefined) {
    if (isObject(schema.properties)) return new Set(['object']);
    return undefined;
  }
  const types = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]).map(String));
  if (schema.nullable === true) types.add('null');
  return types;
}

/** Types of `from` that `to` does not take (an integer is a number). */
function missing(from: Set<string>, to: Set<string>): string[] {
  return [...from].filter((t) => !to.has(t) && !(t === 'integer' && to.has('number')));
}

const LIMITS: { key: string; tighter: (before: number, after: number) => boolean }[] = [
  { key: 'maxLength', tighter: (b, a) => a < b },
  { key: 'maxItems', tighter: (b, a) => a < b },
  { key: 'maximum', tighter: (b, a) => a < b },
  { key: 'minLength', tighter: (b, a) => a > b },
  { key: 'minItems', tighter: (b, a) => a > b },
  { key: 'minimum', tighter: (b, a) => a > b },
];

/** Compares two schemas of the same place; `direction` says who produces the values. */
export function compareSchemas(
  base: ContractDoc,
  head: ContractDoc,
  rawBefore: Json | undefined,
  rawAfter: Json | undefined,
  direction: Direction,
  operation: string,
  location: string,
  changes: Change[],
  seen: Set<string>,
): void {
  const { schema: before, pointer: beforeAt } = flatten(base, rawBefore);
  const { schema: after, pointer: afterAt } = flatten(head, rawAfter);
  if (beforeAt && afterAt) {
    const pair = `${beforeAt}|${afterAt}|${direction}`;
    if (seen.has(pair)) return;
    seen.add(pair);
  }
  const request = direction === 'request';
  const add = (breaking: boolean, message: string) => changes.push({ operation, location, breaking, message });

  const beforeTypes = typesOf(before);
  const afterTypes = typesOf(after);
  if (beforeTypes && afterTypes) {
    const removed = missing(beforeTypes, afterTypes);
    const added = missing(afterTypes, beforeTypes);
    if (removed.length) add(request, `type narrowed: no longer ${removed.join(', ')}`);
    if (added.length) add(!request, `type widened: now also ${added.join(', ')}`);
  } else if (afterTypes && !beforeTypes) add(request, `type narrowed to ${[...afterTypes].join(', ')}`);
  else if (beforeTypes && !afterTypes) add(!request, 'type widened to any');

  const beforeEnum = Array.isArray(before.enum) ? before.enum.map((v) => JSON.stringify(v)) : undefined;
  const afterEnum = Array.isArray(after.enum) ? after.enum.map((v) => JSON.stringify(v)) : undefined;
  if (beforeEnum && afterEnum) {
    const removed = beforeEnum.filter((v) => !afterEnum.includes(v));
    const added = afterEnum.filter((v) => !beforeEnum.includes(v));
    if (removed.length) add(request, `enum value(s) removed: ${removed.join(', ')}`);
    if (added.length) add(!request, `enum value(s) added: ${added.join(', ')}${request ? '' : ' (the app has no branch for them)'}`);
  } else if (afterEnum && !beforeEnum) add(request, `now limited to ${afterEnum.join(', ')}`);
  else if (beforeEnum && !afterEnum) add(!request, `no longer limited to ${beforeEnum.join(', ')}`);

  for (const { key, tighter } of LIMITS) {
    const b = before[key];
    const a = after[key];
    if (b === a) continue;
    if (typeof a === 'number' && (typeof b !== 'number' || tighter(b, a))) add(request, `${key} ${b ?? 'none'} → ${a}`);
    else if (typeof b === 'number' && (typeof a !== 'number' || tighter(a, b))) add(false, `${key} ${b} → ${a ?? 'none'}`);
  }
  for (const key of ['pattern', 'format'] as const) {
    if (before[key] === after[key]) continue;
    const breaking = request ? after[key] !== undefined : key === 'format';
    add(breaking, `${key} ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`);
  }

  const beforeProps = isObject(before.properties) ? before.properties : {};
  const afterProps = isObject(after.properties) ? after.properties : {};
  const beforeRequired = new Set(Array.isArray(before.required) ? before.required.map(String) : []);
  const afterRequired = new Set(Array.isArray(after.required) ? after.required.map(String) : []);
  const field = (name: string) => `${location}: ${name}`;
  for (const name of Object.keys(beforeProps)) {
    if (!(name in afterProps)) {
      changes.push({ operation, location: field(name), breaking: true, message: request ? 'field removed: the app still sends it' : 'field removed: the app reads it' });
    }
  }
  for (const [name, schema] of Object.entries(afterProps)) {
    const loc = field(name);
    if (!(name in beforeProps)) {
      const required = afterRequired.has(name);
      changes.push({ operation, location: loc, breaking: request && required, message: request && required ? 'new required field: the app does not send it' : 'field added' });
      continue;
    }
    if (afterRequired.has(name) && !beforeRequired.has(name)) changes.push({ operation, location: loc, breaking: request, message: 'now required' });
    if (!afterRequired.has(name) && beforeRequired.has(name)) changes.push({ operation, location: loc, breaking: !request, message: 'now optional: the app may find it missing' });
    compareSchemas(base, head, beforeProps[name], schema, direction, operation, loc, changes, seen);
  }
  if (before.items !== undefined && after.items !== undefined) compareSchemas(base, head, before.items, after.items, direction, operation, `${location}[]`, changes, seen);

  for (const key of ['oneOf', 'anyOf'] as const) {
    const b = Array.isArray(before[key]) ? before[key] : [];
    const a = Array.isArray(after[key]) ? after[key] : [];
    if (a.length > b.length) add(!request, `${key}: ${a.length - b.length} variant(s) added`);
    if (a.length < b.length) add(request, `${key}: ${b.length - a.length} variant(s) removed`);
    if (a.length === b.length) a.forEach((variant, i) => compareSchemas(base, head, b[i], variant, direction, operation, `${location} (${key} ${i + 1})`, changes, seen));
  }
}

export function formatDiff(changes: Change[], label: string): string {
  if (!changes.length) return `contract:diff ${label}: no changes to the operations.`;
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  const line = (c: Change) => `  ${c.operation} · ${c.location}: ${c.message}`;
  return [
    `contract:diff ${label}: ${breaking.length} breaking, ${other.length} non-breaking change(s).`,
    ...(breaking.length ? ['BREAKING', ...breaking.map(line)] : []),
    ...(other.length ? ['Non-breaking', ...other.map(line)] : []),
  ].join('\n');
}
