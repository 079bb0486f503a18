import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as served from '@/api/generated/model';
import { modelBarrelSource } from './vitest-model-barrel.ts';

const INDEX = fileURLToPath(new URL('../src/api/generated/model/index.ts', import.meta.url));

describe("the generated model's barrel as vitest serves it (one module)", () => {
  it('exports the same runtime names with the same values as the files it stands for', async () => {
    // The files themselves, each its own module as the build sees them.
    const folder = dirname(INDEX);
    const names = readdirSync(folder).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
    const files = await Promise.all(names.map((name) => import(/* @vite-ignore */ join(folder, name)) as Promise<Record<string, unknown>>));
    const expected = Object.assign({}, ...files) as Record<string, unknown>;
    expect(Object.keys(expected).length).toBeGreaterThan(100);
    expect(Object.keys(served).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, value] of Object.entries(expected)) expect(served[name as keyof typeof served], name).toEqual(value);
  });

  it('is served as one module: no file of the barrel is re-exported unless it imports', () => {
    const { code, files } = modelBarrelSource(INDEX);
    expect(files.length).toBeGreaterThan(700);
    expect(code).not.toMatch(/^export \* from/m);
  });
});
