// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ContractProblems, generateOperationModules, type Spec } from './generate-operations.ts';

const ok = { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } };

/** A small contract: a templates list and detail, a create, a shared list and a list with an administration query. */
function spec(overrides: { createTemplate?: object } = {}): Spec {
  return {
    'x-cache-groups': { templates: 'Templates.', administrations: 'Administrations.', placeholders: 'Placeholders.' },
    components: { parameters: { AdministrationId: { name: 'administrationId', in: 'path' } } },
    paths: {
      '/administrations': {
        get: { operationId: 'listAdministrations', tags: ['administrations'], 'x-permission': null, 'x-cache-group': 'administrations', responses: { '200': ok } },
      },
      '/administrations/{administrationId}/templates': {
        parameters: [{ $ref: '#/components/parameters/AdministrationId' }],
        get: { operationId: 'listTemplates', tags: ['templates'], 'x-permission': 'Manage_Home', 'x-cache-group': 'templates', responses: { '200': ok } },
        post: {
          operationId: 'createTemplate',
          tags: ['templates'],
          'x-permission': 'Manage_Configuration',
          'x-cache-group': 'templates',
          responses: { '201': ok },
          ...overrides.createTemplate,
        },
      },
      '/administrations/{administrationId}/templates/{templateId}': {
        get: { operationId: 'getTemplate', tags: ['templates'], 'x-permission': 'Manage_Home', 'x-cache-group': 'templates', responses: { '200': ok } },
      },
      '/placeholders': {
        get: {
          operationId: 'listPlaceholders',
          tags: ['placeholders'],
          'x-permission': null,
          'x-cache-group': 'placeholders',
          parameters: [{ name: 'administrationId', in: 'query' }],
          responses: { '200': ok },
        },
      },
    },
  } as unknown as Spec;
}

const operationsModule = (s: Spec) => generateOperationModules(s)['src/api/generated/operations.ts']!;

describe('generate-operations', () => {
  it("emits each cache group's GET operations with a matcher for their query keys", () => {
    const text = operationsModule(spec());
    expect(text).toContain(
      `{ operationId: 'listTemplates', path: '/administrations/{administrationId}/templates', keyPattern: /^\\/administrations\\/([^\\/]+)\\/templates$/, administration: 'path' }`,
    );
    expect(text).toContain(
      `{ operationId: 'getTemplate', path: '/administrations/{administrationId}/templates/{templateId}', keyPattern: /^\\/administrations\\/([^\\/]+)\\/templates\\/[^\\/]+$/, administration: 'path' }`,
    );
    expect(text).toContain(`{ operationId: 'listAdministrations', path: '/administrations', keyPattern: /^\\/administrations$/, administration: null }`);
    expect(text).toContain(`{ operationId: 'listPlaceholders', path: '/placeholders', keyPattern: /^\\/placeholders$/, administration: 'query' }`);
    // A mutation is not a cached answer.
    expect(text).not.toMatch(/operationId: 'createTemplate', path: [^\n]*keyPattern/);
  });

  it('refuses a cache group that x-cache-groups does not list', () => {
    const unknown = spec({ createTemplate: { 'x-cache-group': 'templatez' } });
    expect(() => generateOperationModules(unknown)).toThrow(ContractProblems);
    expect(() => generateOperationModules(unknown)).toThrow(
      'POST /administrations/{administrationId}/templates (createTemplate): cache group templatez is not listed in x-cache-groups',
    );
  });

  it('refuses an unknown group in x-invalidates, and a missing x-cache-group', () => {
    try {
      generateOperationModules(spec({ createTemplate: { 'x-cache-group': undefined, 'x-invalidates': ['customers'] } }));
      expect.unreachable('generation should refuse the contract');
    } catch (error) {
      expect((error as ContractProblems).problems).toEqual([
        'POST /administrations/{administrationId}/templates (createTemplate): x-cache-group is missing',
        'POST /administrations/{administrationId}/templates (createTemplate): cache group customers is not listed in x-cache-groups',
      ]);
    }
  });
});
