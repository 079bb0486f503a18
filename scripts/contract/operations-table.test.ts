/**
 * mocks/README.md documents every operation of the contract and the rules the mock applies to it:
 * the table is generated (scripts/contract/operations-table.ts) and this fails when an operation is
 * missing from it, when it is out of date, or when the map of domain rules names an operation the
 * contract does not have.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsOf, readContract } from './contract.ts';
import { DOMAIN_RULES, operationsTable, README_FILE, rulesOf, updateReadme } from './operations-table.ts';

const doc = readContract();
const operations = operationsOf(doc);
const readme = readFileSync(README_FILE, 'utf8');

describe('the operations table of mocks/README.md', () => {
  it('has a row for every operation of the contract', () => {
    const missing = operations.filter((op) => !readme.includes(`| \`${op.operationId}\` | ${op.tag} | \`${op.method.toUpperCase()} ${op.path}\` |`));
    expect(missing.map((op) => op.operationId), 'run `npm run generate` (or `tsx scripts/contract/cli.ts table --write`)').toEqual([]);
  });

  it('is the table the contract and the rules make today', () => {
    expect(updateReadme(readme, doc) === readme, 'run `npm run generate` (or `tsx scripts/contract/cli.ts table --write`)').toBe(true);
  });

  it('names only operations of the contract in its domain rules', () => {
    const ids = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(DOMAIN_RULES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('reads the conventions from the contract', () => {
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    expect(rulesOf(byId.get('listCustomers')!)).toEqual(['paged list (page, per-page, sort, search)', '400 with field errors']);
    expect(rulesOf(byId.get('pauseInvoiceDunning')!)).toEqual(expect.arrayContaining(['ETag', 'If-Match (412 with the current record, 428 without)', DOMAIN_RULES.pauseInvoiceDunning]));
    expect(rulesOf(byId.get('login')!)[0]).toBe('public');
    expect(operationsTable(doc).split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(operations.length);
  });
});
