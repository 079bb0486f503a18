import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, describeCheck } from './bench-budgets';

describe("the bench's budgets", () => {
  it('holds the issue 25 budgets', () => {
    expect(BUDGETS['invoices.pageChange'].limit).toBe(150);
    expect(BUDGETS['invoices.sort'].limit).toBe(120);
    expect(BUDGETS['lists.clientShare'].limit).toBe(50);
    expect(BUDGETS['mockApi.handler'].limit).toBe(30);
    expect(BUDGETS['lighthouse.invoices.score']).toMatchObject({ limit: 95, kind: 'min' });
  });

  it('is over a maximum only above it, and under a minimum only below it', () => {
    const checks = checkBudgets({ 'invoices.sort': 120, 'invoices.filter': 121, 'lighthouse.templates.score': 95, 'lighthouse.customer.score': 94 });
    expect(checks.map(({ id, over }) => [id, over])).toEqual([
      ['invoices.filter', true],
      ['invoices.sort', false],
      ['lighthouse.templates.score', false],
      ['lighthouse.customer.score', true],
    ]);
  });

  it('skips what was not measured and counts a failed measure (NaN) as over', () => {
    expect(checkBudgets({})).toEqual([]);
    expect(checkBudgets({ navigation: Number.NaN })).toMatchObject([{ id: 'navigation', over: true }]);
    expect(checkBudgets({ 'lighthouse.invoices.score': Number.NaN })).toMatchObject([{ over: true }]);
  });

  it('prints the value with its budget', () => {
    const [js, sort, score] = checkBudgets({ 'invoices.sort': 130.4, 'templates.initialJs': 179.24, 'lighthouse.invoices.score': 97 });
    expect(describeCheck(js!)).toBe('179.2 KB (budget ≤ 160 KB, OVER)');
    expect(describeCheck(sort!)).toBe('130 ms (budget ≤ 120 ms, OVER)');
    expect(describeCheck(score!)).toBe('97 (budget ≥ 95)');
  });
});
