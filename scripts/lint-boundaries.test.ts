/**
 * The import boundaries of eslint.config.js are computed from the folders under src/features:
 * these tests lint fixtures with the project's real ESLint configuration.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const crossingImport = readFileSync(join(process.cwd(), 'tests/fixtures/lint/crossing-import.ts.fixture'), 'utf8');

// A feature folder that did not exist when the configuration was written: created before ESLint
// reads the configuration, as a newly scaffolded area would be.
const probeFolder = join(process.cwd(), 'src/features', `zz-boundary-probe-${process.pid}`);
let eslint: ESLint;
beforeAll(() => {
  mkdirSync(probeFolder, { recursive: true });
  writeFileSync(join(probeFolder, 'index.ts'), 'export {};\n');
  eslint = new ESLint({ cwd: process.cwd() });
});
afterAll(() => rmSync(probeFolder, { recursive: true, force: true }));

/** Lints `source` as if it were the file at `filePath`; the messages of the boundary rule. */
async function lintAs(filePath: string, source: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(source, { filePath: join(process.cwd(), filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('feature boundaries', () => {
  it('refuse an import of another feature', async () => {
    const messages = await lintAs('src/features/consent/crossing.ts', crossingImport);
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('allow the same import inside the feature it belongs to', async () => {
    expect(await lintAs('src/features/templates/model/copy.ts', crossingImport)).toEqual([]);
  });

  it('cover a feature folder the moment it exists, without editing the config', async () => {
    const file = join(probeFolder.slice(process.cwd().length + 1), 'probe.ts');
    const messages = await lintAs(file, crossingImport);
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('refuse a relative path out of a feature folder', async () => {
    const source = "import { duplicateTemplateName } from '../../templates/model/names';\nexport const f = duplicateTemplateName;\n";
    const messages = await lintAs('src/features/consent/nested/escape.ts', source);
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('never by a relative path')]);
  });
});

describe('layers', () => {
  it.each([
    ['src/lib/probe.ts', "import { apiFetch } from '@/api/client';", 'src/lib does not import api'],
    ['src/components/probe.ts', "import { AREAS } from '@/navigation/areas';", 'src/components does not import'],
    ['src/navigation/probe.ts', "import { x } from '@/features/templates/model/names';", 'src/navigation does not import'],
    ['src/features/templates/probe.ts', "import { createAppRouter } from '@/app/router';", 'A feature does not import app or routes'],
    ['src/features/templates/probe.ts', "import { renderApp } from '@tests/utils/render-app';", 'Production code imports no test utilities'],
    ['mocks/probe.ts', "import { operations } from '../src/api/generated/operations';", 'Mocks import app code through #api'],
  ])('%s: %s is refused', async (file, line, expected) => {
    const messages = await lintAs(file, `${line}\nexport const probe = 1;\n`);
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining(expected)]);
  });
});
