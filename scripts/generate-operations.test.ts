import { describe, expect, it } from 'vitest';
import { ContractProblems, generateOperationModules, typedMutationKeys, type Spec } from './generate-operations.ts';

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

const cacheGroupsModule = (s: Spec) => generateOperationModules(s)['src/api/generated/cache-groups.ts']!;

describe('generate-operations', () => {
  it("emits each cache group's GET operations with where their answers name the administration", () => {
    const text = cacheGroupsModule(spec());
    expect(text).toContain("'templates': [\n    q('listTemplates', 'path'),\n    q('getTemplate', 'path'),\n  ],");
    expect(text).toContain("q('listAdministrations', null)");
    expect(text).toContain("q('listPlaceholders', 'query')");
    // A mutation is not a cached answer.
    expect(text).not.toContain("q('createTemplate'");
  });

  it('matches query keys and paths with the generated pathPattern', async () => {
    // The generated modules build their matchers from the paths when they load.
    const { pathPattern } = await import('../src/api/generated/operations');
    const { CACHE_GROUP_QUERIES } = await import('../src/api/generated/cache-groups');
    const key = pathPattern('/administrations/{administrationId}/templates/{templateId}', 'administrationId');
    expect(key.exec('/administrations/adm-1/templates/t-1')?.[1]).toBe('adm-1');
    expect(key.test('/administrations/adm-1/templates/t-1/x')).toBe(false);
    expect(pathPattern('/a.b/{id}').test('/aXb/1')).toBe(false);
    expect(CACHE_GROUP_QUERIES.templates.find((q) => q.operationId === 'listTemplates')).toEqual({
      operationId: 'listTemplates',
      path: '/administrations/{administrationId}/templates',
      keyPattern: /^\/administrations\/([^/]+)\/templates$/,
      administration: 'path',
    });
  });

  it("emits one answer-schema module per tag, importing that tag's schemas only, and an index of them", () => {
    const modules = generateOperationModules(spec());
    expect(Object.keys(modules).filter((file) => file.includes('/response-schemas/')).sort()).toEqual([
      'src/api/generated/response-schemas/administrations.ts',
      'src/api/generated/response-schemas/all.ts',
      'src/api/generated/response-schemas/index.ts',
      'src/api/generated/response-schemas/placeholders.ts',
      'src/api/generated/response-schemas/templates.ts',
    ]);
    const templates = modules['src/api/generated/response-schemas/templates.ts']!;
    expect(templates).toContain(
      "import { createTemplate201Response, getTemplate200Response, listTemplates200Response } from '../zod/templates/templates.zod';",
    );
    expect(templates).not.toMatch(/administrations|placeholders/i);
    const index = modules['src/api/generated/response-schemas/index.ts']!;
    expect(index).toContain("'templates': () => import('./templates'),");
    // The index itself imports no schema: it must stay small, it loads with the client.
    expect(index).not.toMatch(/^import \{/m);
    // Each operation names the tag whose module holds its schemas.
    const operations = modules['src/api/generated/operations.ts']!;
    expect(operations).toContain("op('getTemplate', 'templates', 'GET', ");
    expect(operations).toContain("op('listPlaceholders', 'placeholders', 'GET', ");
  });

  it('emits the operation ids as a type, which the table is typed by', () => {
    const text = generateOperationModules(spec())['src/api/generated/operations.ts']!;
    expect(text).toContain("export type OperationId =\n  | 'listAdministrations'\n  | 'listTemplates'\n  | 'createTemplate'\n  | 'getTemplate'\n  | 'listPlaceholders';");
    expect(text).toContain('readonly operationId: OperationId;');
  });

  it("keeps the operation id's literal type in orval's mutation keys", () => {
    const orval = "const mutationKey = ['createTemplate'];\nconst other = ['x'];\n";
    expect(typedMutationKeys(orval)).toBe("const mutationKey = ['createTemplate'] as const;\nconst other = ['x'];\n");
    expect(typedMutationKeys(typedMutationKeys(orval))).toBe(typedMutationKeys(orval));
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
