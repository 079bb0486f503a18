import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { routeAreaFiles } from './route-areas.ts';

const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
const files = routeAreaFiles(tree);
const routeFilesOf = (source: string) => [...source.matchAll(/from '\.\.\/routes\/([^']+)'/g)].map((match) => match[1] ?? '');

describe('the route tree split by area', () => {
  it('is what is committed (npm run generate writes it)', () => {
    const committed = readdirSync('src/route-tree').filter((name) => name.endsWith('.gen.ts')).sort();
    expect(committed).toEqual(Object.keys(files).sort());
    for (const name of committed) expect(readFileSync(`src/route-tree/${name}`, 'utf8'), name).toBe(files[name]);
  });

  it('puts every route of the generated tree in exactly one module, and no area’s in the core', () => {
    const generated = [...tree.matchAll(/from '\.\/routes\/([^']+)'/g)].map((match) => match[1]).filter((file) => file !== '__root');
    // The signed-in layout is imported by every area to attach to; it is defined in the core.
    const defined = Object.values(files).flatMap((source) => [...source.matchAll(/^const \w+ = (\w+)\.update\(|^const \w+ =\n\s+(\w+)\.update\(/gm)].map((match) => match[1] ?? match[2]));
    expect(defined.length).toBe(generated.length);
    expect(new Set(defined).size).toBe(defined.length);
    expect(routeFilesOf(files['core.gen.ts']!).filter((file) => file.startsWith('_app/'))).toEqual([]);
    expect(routeFilesOf(files['tasks.gen.ts']!).sort()).toEqual(['_app', '_app/tasks/$taskId', '_app/tasks/index']);
    // Nested routes travel with their parent: the customer's record and its tabs.
    expect(routeFilesOf(files['customers.gen.ts']!)).toContain('_app/customers/$customerId/invoices');
  });

  it('loads each area by the first segment of its addresses', () => {
    expect(files['core.gen.ts']).toContain("'super-debtors': () => import('./super-debtors.gen'),");
    expect(files['core.gen.ts']).toContain("'administrations': () => import('./administrations.gen'),");
  });

  it('refuses an area whose addresses do not start with a fixed segment', () => {
    const withParam = tree.replace("id: '/tasks/',\n  path: '/tasks/',", "id: '/$taskList/',\n  path: '/$taskList/',");
    expect(() => routeAreaFiles(withParam)).toThrow(/must start with a fixed segment/);
  });
});
