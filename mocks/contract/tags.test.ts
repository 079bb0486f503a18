/**
 * Every operation of the contract is covered by a contract test: its tag has a file here that runs
 * contractSuite('<tag>') (which checks all of the tag's operations).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readContract } from './harness';

const DIR = 'mocks/contract';
const contract = [...readContract().values()];

describe('contract tests per tag', () => {
  it('has a tag on every operation', () => {
    expect(contract.filter((op) => !op.tag).map((op) => op.operationId)).toEqual([]);
  });

  it.each([...new Set(contract.map((op) => op.tag ?? ''))].filter(Boolean))('covers tag %s with mocks/contract/%s.test.ts', (tag) => {
    const file = join(DIR, `${tag}.test.ts`);
    expect(existsSync(file), `${file} is missing: every operation tagged ${tag} goes untested`).toBe(true);
    // However the call is laid out (a formatter may break it after the parenthesis).
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`contractSuite\\(\\s*'${tag}'`));
  });

  it('has no test file for a tag the contract does not have', () => {
    const tags = new Set(contract.map((op) => op.tag));
    const files = readdirSync(DIR).filter((name) => name.endsWith('.test.ts') && name !== 'tags.test.ts');
    expect(files.filter((name) => !tags.has(name.replace(/\.test\.ts$/, '')))).toEqual([]);
  });
});
