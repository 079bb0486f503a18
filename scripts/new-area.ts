/**
 * `npm run new:area -- <area> [options]`: scaffolds one business area end to end, so adding an area
 * is describing it in the contract, seeding it and building its screens:
 *
 * - contract: openapi/tags/<area>.yaml (a paged list and a read of one record, with examples), the
 *   shared list components and the area's cache groups in openapi/root.yaml;
 * - mock: the record schema, the collection (sized: MOCK_SCALE grows it), a deterministic seed in
 *   both administrations, the handlers, the contract test;
 * - app: src/features/<area> (the list on the list kit, the record's overview, their tests), the
 *   routes (permission guard and loaders; the record page on the record frame, with tabs where the
 *   registry gives the area tabs; placeholder routes of the area are replaced), the translation
 *   namespace in every language, and, for a new area, its registry entries and titles;
 * - then the generated code (npm run generate) and the route tree.
 *
 * Options: --record <singular> (when "drop the s" is wrong); for an area the registry does not
 * know: --group <navigation group> --permission <SPEC §6 name | null> --title <lang>=<text> for
 * en, fr, it, de, nl and es, --tabs <tab>,… for a record page with tabs (DetailTabId values besides
 * the overview). An area without a record page yet also takes --record-title <lang>=<text> in every
 * language (the record's name before its id or name in the page title: "Credit limit").
 * --dashboard-card adds a card to the dashboard (how many records, and the way to the list).
 * --no-generate skips the generation step.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { diskFiles, type NewAreaOptions, planArea } from './new-area/plan.ts';
import { LOCALE_FOLDERS, type LocaleFolder } from './new-area/phrases.ts';

function titlesOf(values: readonly string[], option = '--title'): Partial<Record<LocaleFolder, string>> {
  const titles: Partial<Record<LocaleFolder, string>> = {};
  for (const value of values) {
    const [folder = '', ...text] = value.split('=');
    if (!(LOCALE_FOLDERS as readonly string[]).includes(folder)) throw new Error(`${option} ${value}: the language must be one of ${LOCALE_FOLDERS.join(', ')}`);
    titles[folder as LocaleFolder] = text.join('=').trim();
  }
  return titles;
}

export async function generateRouteTree(root: string): Promise<void> {
  const { Generator, getConfig } = await import('@tanstack/router-generator');
  const config = getConfig({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }, root);
  await new Generator({ config, root }).run();
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      record: { type: 'string' },
      group: { type: 'string' },
      permission: { type: 'string' },
      title: { type: 'string', multiple: true, default: [] },
      'record-title': { type: 'string', multiple: true, default: [] },
      tabs: { type: 'string' },
      'dashboard-card': { type: 'boolean', default: false },
      'no-generate': { type: 'boolean', default: false },
    },
  });
  const [name, ...extra] = positionals;
  if (!name || extra.length) {
    throw new Error('Usage: npm run new:area -- <area-in-kebab-case> [--record <singular>] [--group … --permission … --title <lang>=<text> … --record-title <lang>=<text> … --tabs <tab>,… --dashboard-card]');
  }
  const options: NewAreaOptions = {
    name,
    record: values.record,
    group: values.group,
    permission: values.permission,
    titles: titlesOf(values.title),
    recordTitles: titlesOf(values['record-title'], '--record-title'),
    tabs: values.tabs?.split(',').map((tab) => tab.trim()).filter(Boolean),
    dashboardCard: values['dashboard-card'],
  };

  const root = process.cwd();
  const plan = planArea(options, diskFiles(root));
  for (const [path, text] of plan.files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const path of plan.replaced) if (!plan.files.has(path)) rmSync(join(root, path));

  if (!values['no-generate']) {
    // The route tree first: `generate` splits it by area (scripts/route-areas.ts).
    await generateRouteTree(root);
    execFileSync('npm', ['run', '--silent', 'generate'], { stdio: 'inherit' });
  }

  const { kebab, areaId } = plan.names;
  console.log(
    [
      `Scaffolded the area "${areaId}" at ${plan.path} (${plan.files.size} files written${plan.replaced.length ? `, placeholders replaced: ${plan.replaced.join(', ')}` : ''}).`,
      'Next:',
      `  - describe the real record in openapi/tags/${kebab}.yaml (fields, filters, changes), then npm run generate;`,
      `  - seed it realistically in mocks/seed/${kebab}.ts;`,
      `  - build its screens in src/features/${kebab} and word them in public/locales/*/${kebab}.json;`,
      '  - npm run lint && npm run typecheck && npm run test:unit.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
