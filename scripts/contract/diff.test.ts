/**
 * The classification of contract changes, one row per rule of scripts/contract/diff.ts: a small
 * contract before and after, and the breaking / non-breaking changes expected between them.
 */
import { describe, expect, it } from 'vitest';
import type { ContractDoc, Json, JsonObject } from './contract.ts';
import { contractAtRef, diffContracts, formatDiff } from './diff.ts';

const status = { type: 'string', enum: ['open', 'paid'] };
const customer: JsonObject = {
  type: 'object',
  required: ['id', 'name', 'status'],
  properties: { id: { type: 'string' }, name: { type: 'string', maxLength: 200 }, status, note: { type: 'string' } },
};
const write: JsonObject = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 200 }, status, note: { type: 'string' } } };

/** A contract of two operations; `change` edits a deep copy. */
function contract(change: (doc: { paths: Record<string, Record<string, JsonObject>>; components: { schemas: Record<string, JsonObject> } }) => void = () => {}): ContractDoc {
  const doc = structuredClone({
    openapi: '3.1.0',
    paths: {
      '/customers/{customerId}': {
        get: {
          operationId: 'getCustomer',
          parameters: [
            { name: 'customerId', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'fields', in: 'query', schema: { type: 'string' } },
          ],
          responses: {
            '200': { description: 'ok', headers: { ETag: { schema: { type: 'string' } } }, content: { 'application/json': { schema: { $ref: '#/components/schemas/Customer' } } } },
            '404': { description: 'no' },
          },
        },
        put: {
          operationId: 'updateCustomer',
          parameters: [{ name: 'customerId', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CustomerWrite' } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Customer' } } } } },
        },
      },
    },
    components: { schemas: { Customer: customer, CustomerWrite: write } },
  });
  change(doc as never);
  return doc as unknown as ContractDoc;
}

const summary = (before: ContractDoc, after: ContractDoc) =>
  diffContracts(before, after).map((c) => `${c.breaking ? 'BREAKING' : 'ok'} ${c.operation.split(' ')[0]} ${c.location}: ${c.message}`);

type Row = [string, (doc: Parameters<Parameters<typeof contract>[0] & object>[0]) => void, string[]];

const rows: Row[] = [
  ['nothing changed', () => {}, []],
  ['operation removed', (d) => delete d.paths['/customers/{customerId}']!.put, ['BREAKING PUT operation: removed (updateCustomer)']],
  [
    'operation added',
    (d) => (d.paths['/customers/{customerId}']!.delete = { operationId: 'deleteCustomer', responses: { '204': { description: 'gone' } } }),
    ['ok DELETE operation: added (deleteCustomer)'],
  ],
  ['path parameter renamed (same operation)', (d) => {
    d.paths['/customers/{id}'] = d.paths['/customers/{customerId}']!;
    delete d.paths['/customers/{customerId}'];
  }, []],
  ['answer field removed', (d) => delete (d.components.schemas.Customer!.properties as JsonObject).note, ['BREAKING GET 200 answer: note: field removed: the app reads it', 'BREAKING PUT 200 answer: note: field removed: the app reads it']],
  ['answer field added', (d) => ((d.components.schemas.Customer!.properties as JsonObject).email = { type: 'string' }), ['ok GET 200 answer: email: field added', 'ok PUT 200 answer: email: field added']],
  ['answer field now optional', (d) => (d.components.schemas.Customer!.required = ['id', 'status']), ['BREAKING GET 200 answer: name: now optional: the app may find it missing', 'BREAKING PUT 200 answer: name: now optional: the app may find it missing']],
  ['answer enum value added (exhaustive switch)', (d) => ((d.components.schemas.Customer!.properties as JsonObject).status = { type: 'string', enum: ['open', 'paid', 'written-off'] }), [
    'BREAKING GET 200 answer: status: enum value(s) added: "written-off" (the app has no branch for them)',
    'BREAKING PUT 200 answer: status: enum value(s) added: "written-off" (the app has no branch for them)',
  ]],
  ['answer enum value removed', (d) => ((d.components.schemas.Customer!.properties as JsonObject).status = { type: 'string', enum: ['open'] }), [
    'ok GET 200 answer: status: enum value(s) removed: "paid"',
    'ok PUT 200 answer: status: enum value(s) removed: "paid"',
  ]],
  ['answer type widened (now nullable)', (d) => ((d.components.schemas.Customer!.properties as JsonObject).name = { type: ['string', 'null'], maxLength: 200 }), [
    'BREAKING GET 200 answer: name: type widened: now also null',
    'BREAKING PUT 200 answer: name: type widened: now also null',
  ]],
  ['request type narrowed (string → integer)', (d) => ((d.components.schemas.CustomerWrite!.properties as JsonObject).note = { type: 'integer' }), [
    'BREAKING PUT request body: note: type narrowed: no longer string',
    'ok PUT request body: note: type widened: now also integer',
  ]],
  ['request constraint tightened', (d) => ((d.components.schemas.CustomerWrite!.properties as JsonObject).name = { type: 'string', maxLength: 100 }), ['BREAKING PUT request body: name: maxLength 200 → 100']],
  ['request constraint loosened', (d) => ((d.components.schemas.CustomerWrite!.properties as JsonObject).name = { type: 'string', maxLength: 400 }), ['ok PUT request body: name: maxLength 200 → 400']],
  ['new required request field', (d) => {
    (d.components.schemas.CustomerWrite!.properties as JsonObject).country = { type: 'string' };
    (d.components.schemas.CustomerWrite!.required as Json[]).push('country');
  }, ['BREAKING PUT request body: country: new required field: the app does not send it']],
  ['new optional request field', (d) => ((d.components.schemas.CustomerWrite!.properties as JsonObject).country = { type: 'string' }), ['ok PUT request body: country: field added']],
  ['request field removed', (d) => delete (d.components.schemas.CustomerWrite!.properties as JsonObject).note, ['BREAKING PUT request body: note: field removed: the app still sends it']],
  ['request enum value removed', (d) => ((d.components.schemas.CustomerWrite!.properties as JsonObject).status = { type: 'string', enum: ['open'] }), ['BREAKING PUT request body: status: enum value(s) removed: "paid"']],
  ['request enum value added', (d) => ((d.components.schemas.CustomerWrite!.properties as JsonObject).status = { type: 'string', enum: ['open', 'paid', 'void'] }), ['ok PUT request body: status: enum value(s) added: "void"']],
  ['query parameter now required', (d) => ((d.paths['/customers/{customerId}']!.get!.parameters as JsonObject[])[1]!.required = true), ['BREAKING GET query parameter fields: now required: the app may not send it']],
  ['query parameter removed', (d) => (d.paths['/customers/{customerId}']!.get!.parameters as JsonObject[]).pop(), ['BREAKING GET query parameter fields: removed: the app still sends it']],
  ['new required header', (d) => (d.paths['/customers/{customerId}']!.put!.parameters as JsonObject[]).push({ name: 'If-Match', in: 'header', required: true, schema: { type: 'string' } }), ['BREAKING PUT header parameter If-Match: added as required: the app does not send it']],
  ['declared answer header removed', (d) => delete ((d.paths['/customers/{customerId}']!.get!.responses as JsonObject)['200'] as JsonObject).headers, ['BREAKING GET 200 answer header etag: removed: the app reads it']],
  ['success status removed, error status added', (d) => {
    const responses = d.paths['/customers/{customerId}']!.put!.responses as JsonObject;
    responses['204'] = { description: 'saved' };
    delete responses['200'];
    responses['409'] = { description: 'conflict' };
  }, ['BREAKING PUT 200 answer: removed: the app expects this success', 'ok PUT 204 answer: added', 'ok PUT 409 answer: added']],
  ['permission changed', (d) => (d.paths['/customers/{customerId}']!.put!['x-permission'] = 'Manage_Configuration'), [
    'BREAKING PUT x-permission: any signed-in user → Manage_Configuration: the app offers it to users the backend now refuses',
  ]],
  ['operation made public', (d) => (d.paths['/customers/{customerId}']!.get!.security = []), ['ok GET security: now public']],
  ['error status removed', (d) => delete (d.paths['/customers/{customerId}']!.get!.responses as JsonObject)['404'], ['ok GET 404 answer: removed']],
];

describe('contract:diff', () => {
  it.each(rows)('%s', (_, change, expected) => {
    expect(summary(contract(), contract(change))).toEqual(expected);
  });

  it('follows recursive schemas without looping', () => {
    const tree = (extra: JsonObject) =>
      contract((d) => {
        d.components.schemas.Customer = { type: 'object', properties: { id: { type: 'string' }, parent: { $ref: '#/components/schemas/Customer' }, ...extra } };
      });
    expect(summary(tree({}), tree({ code: { type: 'string' } }))).toEqual(['ok GET 200 answer: code: field added', 'ok PUT 200 answer: code: field added']);
  });

  it('prints breaking changes first', () => {
    const changes = diffContracts(contract(), contract((d) => delete (d.components.schemas.Customer!.properties as JsonObject).note));
    expect(formatDiff(changes, 'main → working tree').split('\n')[0]).toBe('contract:diff main → working tree: 2 breaking, 0 non-breaking change(s).');
    expect(formatDiff([], 'a → b')).toBe('contract:diff a → b: no changes to the operations.');
  });

  it('has no base for a ref the clone does not have', () => {
    expect(contractAtRef('refs/heads/no-such-branch-for-contract-diff')).toBeUndefined();
  });
});
