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
const RECORD_TITLES = { en: 'Credit limit', fr: 'Limite de crédit', it: 'Limite di credito', de: 'Kreditlimit', nl: 'Kredietlimiet', es: 'Límite de crédito' };
const NEW_AREA = { name: 'credit-limits', group: 'receivables', permission: 'Manage_Customers', titles: TITLES, recordTitles: RECORD_TITLES };

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
        'src/features/credit-limits/model/credit-limits-list.ts',
        'src/features/credit-limits/components/CreditLimitsListPage.tsx',
        'src/features/credit-limits/components/CreditLimitOverview.test.tsx',
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
    expect(plan.files.get('src/navigation/areas.ts')).toContain("  creditLimits: 'creditLimitId',\n} as const");
    for (const [path, text] of plan.files) expect(text, path).not.toMatch(/__\w+__/);
  });

  it('builds the list on the list kit and the record page on the record frame, titled in every language', () => {
    const plan = planArea(NEW_AREA, repo);
    const list = plan.files.get('src/features/credit-limits/components/CreditLimitsListPage.tsx') ?? '';
    expect(list).toContain('<DataList');
    expect(list).toContain('defineListSearch(creditLimitsListConfig)');
    expect(list).not.toMatch(/<table|<form/);
    expect(plan.files.get('src/routes/_app/credit-limits/index.tsx')).toContain(
      "...listRoute({ permission: AREAS.creditLimits.permission, namespaces: ['credit-limits', 'list'], list: creditLimitsListConfig, read: '/administrations/{administrationId}/credit-limits' }),",
    );
    expect(plan.files.get('src/routes/_app/credit-limits/$creditLimitId.tsx')).toContain("...recordRoute({ permission: AREAS.creditLimits.permission, read: '/administrations/{administrationId}/credit-limits/{creditLimitId}'");
    expect(plan.files.get('src/routes/_app/credit-limits/$creditLimitId.tsx')).toContain('<AreaRecordFrame area="creditLimits"');
    expect(plan.files.get('public/locales/de/placeholders.json')).toContain('"creditLimits": "Kreditlimit {{id}}"');
    // The walk through the list a record was opened from names its buttons in every language.
    const walkOf = (folder: string) => (JSON.parse(plan.files.get(`public/locales/${folder}/placeholders.json`) ?? '{}') as { walk?: Record<string, Record<string, string>> }).walk;
    expect(walkOf('en')).toMatchObject({ previous: { creditLimits: 'Previous credit limit', invoices: 'Previous invoice' }, next: { creditLimits: 'Next credit limit' } });
    expect(walkOf('fr')).toMatchObject({ previous: { creditLimits: 'Élément précédent' }, next: { creditLimits: 'Élément suivant' } });
    expect(plan.files.get('src/features/credit-limits/components/CreditLimitsListPage.test.tsx')).toContain('`Credit limit ${name}`');
    const form = plan.files.get('src/features/credit-limits/components/CreditLimitForm.tsx') ?? '';
    // The one versioned save (If-Match, 412 with the server's record), not a save of its own.
    expect(form).toContain("useVersionedSave({\n    operationId: 'updateCreditLimit',");
    expect(form).not.toContain('useMutation');
    expect(list).toContain("rowLink={(row) => linkOptions({ to: '/credit-limits/$creditLimitId', params: { creditLimitId: row.id } })}");
    expect(form).toContain('useForm({ schema: creditLimitFormSchema');
    expect(plan.files.get('openapi/tags/credit-limits.yaml')).toContain('operationId: updateCreditLimit');
    expect(plan.tabs).toBeNull();
    expect(() => planArea({ ...NEW_AREA, recordTitles: { ...RECORD_TITLES, es: ' ' } }, repo)).toThrow(/--record-title.*missing: es/);
  });

  it('gives a new area a tabbed record page with --tabs: a layout route loads the record, one route per tab', () => {
    const plan = planArea({ ...NEW_AREA, tabs: ['attachments', 'tasks'] }, repo);
    expect(plan.tabs).toEqual(['overview', 'attachments', 'tasks']);
    expect(plan.files.get('src/navigation/areas.ts')).toContain("  creditLimits: ['overview', 'attachments', 'tasks'],\n} as const");
    const dir = 'src/routes/_app/credit-limits/$creditLimitId';
    expect([...plan.files.keys()].filter((path) => path.startsWith(`${dir}/`)).sort()).toEqual([`${dir}/attachments.tsx`, `${dir}/index.tsx`, `${dir}/route.tsx`, `${dir}/tasks.tsx`]);
    expect(plan.files.get(`${dir}/route.tsx`)).toContain('export function useCreditLimitRecord()');
    expect(plan.files.get(`${dir}/tasks.tsx`)).toContain("...recordTabRoute({ permission: tabPermission('creditLimits', 'tasks'), namespaces: [] })");
    expect(plan.files.get('src/features/credit-limits/components/CreditLimitOverview.test.tsx')).toContain("getByRole('link', { name: 'Attachments' })");
    expect(() => planArea({ ...NEW_AREA, tabs: ['refunds'] }, repo)).toThrow(/--tabs: refunds/);
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
    const titled = [...plan.files].filter(([path, text]) => path.startsWith('public/locales/') && text.includes(`"creditLimits": ${JSON.stringify(TITLES[path.split('/')[2] as keyof typeof TITLES])}`));
    expect(titled).toHaveLength(LOCALE_FOLDERS.length);
    expect(() => planArea({ ...NEW_AREA, group: undefined }, repo)).toThrow(/--group/);
    expect(() => planArea({ ...NEW_AREA, permission: undefined }, repo)).toThrow(/--permission/);
    expect(() => planArea({ ...NEW_AREA, titles: { ...TITLES, nl: '' } }, repo)).toThrow(/missing: nl/);
  });

  /** The repository as it was before the tasks area was built: its own files absent, its routes the frame's placeholders. */
  const beforeTasks = (changes: Record<string, string> = {}): Files => {
    const routes = ['src/routes/_app/tasks/index.tsx', 'src/routes/_app/tasks/$taskId.tsx'];
    const own = ['src/features/tasks', 'openapi/tags/tasks.yaml', 'mocks/handlers/tasks.ts', 'mocks/seed/tasks.ts', 'mocks/contract/tasks.test.ts', ...['en', 'fr', 'it', 'de', 'nl', 'es'].map((lng) => `public/locales/${lng}/tasks.json`)];
    const placeholder = "import { createFileRoute } from '@tanstack/react-router';\nimport { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';\nexport const Route = createFileRoute('/_app/tasks/')({});\n";
    return {
      read: (path) => changes[path] ?? (routes.includes(path) ? placeholder : repo.read(path)),
      exists: (path) => path in changes || (!own.includes(path) && (routes.includes(path) || repo.exists(path))),
      list: (folder) => repo.list(folder),
    };
  };

  it('builds a registered area where its placeholder routes were, with the registry’s path, param and permission', () => {
    const plan = planArea({ name: 'tasks' }, beforeTasks());
    expect(plan).toMatchObject({ path: '/tasks', param: 'taskId' });
    expect(plan.replaced).toEqual(['src/routes/_app/tasks/index.tsx', 'src/routes/_app/tasks/$taskId.tsx']);
    expect(plan.files.has('src/navigation/areas.ts')).toBe(false);
    expect(plan.files.get('openapi/tags/tasks.yaml')).toContain('x-permission: Manage_Tasks');
    expect(plan.files.get('src/routes/_app/tasks/$taskId.tsx')).toContain("createFileRoute('/_app/tasks/$taskId')");
  });

  it('adds a dashboard card with --dashboard-card: the first one gives the dashboard route its component, the next join it', () => {
    const first = planArea({ ...NEW_AREA, dashboardCard: true }, repo);
    const dashboard = first.files.get('src/routes/_app/dashboard.tsx') ?? '';
    expect(dashboard).toContain("import { CreditLimitsCard } from '@/features/credit-limits/components/CreditLimitsCard';");
    expect(dashboard).toContain('component: DashboardRoute,');
    expect(dashboard).toMatch(/<DashboardScreen>\n\s+<CreditLimitsCard administrationId=\{administrationId\} \/>\n\s+<\/DashboardScreen>/);
    expect(first.files.get('public/locales/nl/credit-limits.json')).toContain('"total": "{{formatted}} in totaal"');

    const second = planArea({ ...NEW_AREA, name: 'dunning-holds', dashboardCard: true }, repoWith({ 'src/routes/_app/dashboard.tsx': dashboard }));
    expect(second.files.get('src/routes/_app/dashboard.tsx')).toMatch(/<CreditLimitsCard [^\n]+\n\s+<DunningHoldsCard administrationId=\{administrationId\} \/>\n\s+<\/DashboardScreen>/);
    expect(planArea(NEW_AREA, repo).files.has('src/routes/_app/dashboard.tsx')).toBe(false);
  });

  it('builds a registered area with tabs in its tab routes, replacing their placeholders', () => {
    // The issues area (registered, with tabs) as it was before it was built: its own files absent,
    // its routes the frame's placeholders.
    const dir = 'src/routes/_app/issues/$issueId';
    const routes = ['src/routes/_app/issues/index.tsx', ...['route', 'index', 'tasks', 'invoices', 'attachments'].map((tab) => `${dir}/${tab}.tsx`)];
    const own = ['src/features/issues', 'openapi/tags/issues.yaml', 'mocks/handlers/issues.ts', 'mocks/seed/issues.ts'];
    const placeholder = "import { createFileRoute } from '@tanstack/react-router';\nexport const Route = createFileRoute('/_app/issues/')({});\n";
    const beforeIssues: Files = {
      read: (path) => (routes.includes(path) ? placeholder : repo.read(path)),
      exists: (path) => !own.includes(path) && (routes.includes(path) || repo.exists(path)),
      list: (folder) => repo.list(folder),
    };
    const plan = planArea({ name: 'issues' }, beforeIssues);
    expect(plan.tabs).toEqual(['overview', 'tasks', 'invoices', 'attachments']);
    expect(plan.replaced).toEqual(routes);
    expect(plan.files.get(`${dir}/invoices.tsx`)).toContain('label={useIssueRecord().name}');
    expect(() => planArea({ name: 'issues', tabs: ['tasks'] }, beforeIssues)).toThrow(/DETAIL_TABS/);
  });

  it('refuses areas scaffolded already, and routes that are more than placeholders', () => {
    expect(() => planArea({ name: 'templates', record: 'template' }, repo)).toThrow(/exists already/);
    const built = "import { X } from '@/features/tasks/components/X';\n";
    expect(() => planArea({ name: 'tasks' }, beforeTasks({ 'src/routes/_app/tasks/$taskId.tsx': built }))).toThrow(/not a placeholder/);
    expect(() => planArea({ name: 'tasks' }, repo)).toThrow(/exists already/);
  });
});
