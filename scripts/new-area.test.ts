import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { areaNames, singularOf } from './new-area/names.ts';
import { diskFiles, type Files, planArea } from './new-area/plan.ts';
import { LOCALE_FOLDERS } from './new-area/phrases.ts';

const repo = diskFiles(process.cwd());

/** The repository as it is, with some files changed or added (nothing is written). */
function repoWith(changes: Record<string, string>): Files {
  return {
    read: (path) => changes[path] ?? repo.read(path),
    exists: (path) => path in changes || repo.exists(path),
    list: (dir) => repo.list(dir),
  };
}

const TITLES = { en: 'Credit limits', fr: 'Limites de crédit', it: 'Limiti di credito', de: 'Kreditlimits', nl: 'Kredietlimieten', es: 'Límites de crédito' };
const NEW_AREA = { name: 'credit-limits', group: 'receivables', permission: 'Manage_Customers', titles: TITLES };

describe('area names', () => {
  it('derives every layer’s name from the kebab plural', () => {
    expect(areaNames('credit-limits')).toEqual({
      kebab: 'credit-limits',
      areaId: 'creditLimits',
      pluralPascal: 'CreditLimits',
      recordKebab: 'credit-limit',
      recordCamel: 'creditLimit',
      recordPascal: 'CreditLimit',
    });
  });

  it('makes English singulars, and takes a given one', () => {
    expect(['companies', 'boxes', 'addresses', 'tasks', 'dunning-batches'].map(singularOf)).toEqual(['company', 'box', 'address', 'task', 'dunning-batch']);
    expect(areaNames('people', 'person').recordPascal).toBe('Person');
  });

  it('refuses names that are no kebab case, and a record named like its list', () => {
    expect(() => areaNames('CreditLimits')).toThrow(/kebab-case/);
    expect(() => areaNames('for-collection')).toThrow(/--record/);
  });
});

describe('planArea', () => {
  it('writes the contract, mock, feature, routes and every language for a new area', () => {
    const plan = planArea(NEW_AREA, repo);
    const paths = [...plan.files.keys()];
    expect(paths).toEqual(
      expect.arrayContaining([
        'openapi/tags/credit-limits.yaml',
        'openapi/root.yaml',
        'mocks/db/collections.ts',
        'mocks/seed/credit-limits.ts',
        'mocks/handlers/credit-limits.ts',
        'mocks/contract/credit-limits.test.ts',
        'src/features/credit-limits/components/CreditLimitsListPage.tsx',
        'src/features/credit-limits/components/CreditLimitDetailPage.test.tsx',
        'src/routes/_app/credit-limits/index.tsx',
        'src/routes/_app/credit-limits/$creditLimitId.tsx',
        'src/navigation/areas.ts',
        ...LOCALE_FOLDERS.map((folder) => `public/locales/${folder}/credit-limits.json`),
      ]),
    );
    expect(plan.files.get('src/navigation/areas.ts')).toContain("creditLimits: area('creditLimits', '/credit-limits', 'receivables', 'Manage_Customers'),");
    expect(plan.files.get('src/navigation/areas.ts')).toMatch(/\| 'creditLimits';/);
    expect(plan.files.get('mocks/db/collections.ts')).toContain('creditLimits: sized(creditLimitSchema,');
    expect(plan.files.get('mocks/handlers/index.ts')).toMatch(/\.\.\.creditLimitHandlers\(ctx\),\n\s+\.\.\.\(ctx\.options\.fallback/);
    expect(plan.files.get('src/routes/_app/credit-limits/index.tsx')).not.toMatch(/__\w+__/);
  });

  it('describes both operations with permission, cache group and examples, and brings the list conventions to the root once', () => {
    const plan = planArea(NEW_AREA, repo);
    const tag = parse(plan.files.get('openapi/tags/credit-limits.yaml') ?? '') as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const list = tag.paths['/administrations/{administrationId}/credit-limits']?.get;
    const read = tag.paths['/administrations/{administrationId}/credit-limits/{creditLimitId}']?.get;
    expect(list).toMatchObject({ operationId: 'listCreditLimits', 'x-permission': 'Manage_Customers', 'x-cache-group': 'credit-limits' });
    expect(read).toMatchObject({ operationId: 'getCreditLimit', 'x-permission': 'Manage_Customers', 'x-cache-group': 'credit-limit-details' });
    const root = parse(plan.files.get('openapi/root.yaml') ?? '') as { components: Record<string, Record<string, unknown>>; 'x-cache-groups': Record<string, string> };
    expect(Object.keys(root.components.parameters ?? {})).toEqual(expect.arrayContaining(['Page', 'PerPage', 'SortOrder', 'SearchValue']));
    expect(root['x-cache-groups']).toMatchObject({ 'credit-limits': expect.stringMatching(/^Inferred/), 'credit-limit-details': expect.stringMatching(/^Inferred/) });

    // A second area finds them there and leaves the root's text as it was, but for its own groups.
    const second = planArea({ ...NEW_AREA, name: 'dunning-holds' }, repoWith({ 'openapi/root.yaml': plan.files.get('openapi/root.yaml') ?? '' }));
    const added = (second.files.get('openapi/root.yaml') ?? '').split('\n').filter((line) => !(plan.files.get('openapi/root.yaml') ?? '').split('\n').includes(line));
    expect(added.map((line) => line.trim().split(':')[0])).toEqual(['dunning-holds', 'dunning-hold-details']);
  });

  it('gives a new area its title in every language, and refuses it without group, permission or a title', () => {
    const plan = planArea(NEW_AREA, repo);
    const titled = [...plan.files].filter(([path, text]) => path.startsWith('public/locales/') && text.includes('"creditLimits"'));
    expect(titled).toHaveLength(LOCALE_FOLDERS.length);
    expect(() => planArea({ ...NEW_AREA, group: undefined }, repo)).toThrow(/--group/);
    expect(() => planArea({ ...NEW_AREA, permission: undefined }, repo)).toThrow(/--permission/);
    expect(() => planArea({ ...NEW_AREA, titles: { ...TITLES, nl: '' } }, repo)).toThrow(/missing: nl/);
  });

  it('builds a registered area where its placeholder routes were, with the registry’s path, param and permission', () => {
    const plan = planArea({ name: 'tasks' }, repo);
    expect(plan).toMatchObject({ path: '/tasks', param: 'taskId' });
    expect(plan.replaced).toEqual(['src/routes/_app/tasks/index.tsx', 'src/routes/_app/tasks/$taskId.tsx']);
    expect(plan.files.has('src/navigation/areas.ts')).toBe(false);
    expect(plan.files.get('openapi/tags/tasks.yaml')).toContain('x-permission: Manage_Tasks');
    expect(plan.files.get('src/routes/_app/tasks/$taskId.tsx')).toContain("createFileRoute('/_app/tasks/$taskId')");
  });

  it('refuses areas with tabbed record pages, and areas scaffolded already', () => {
    expect(() => planArea({ name: 'issues' }, repo)).toThrow(/tabs/);
    expect(() => planArea({ name: 'templates', record: 'template' }, repo)).toThrow(/exists already/);
  });
});
