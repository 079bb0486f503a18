import Big from 'big.js';
import { buildPlan, dueDateAfter, type PlanInput, parseDay } from './arrangement-plan';

const TODAY = '2027-01-10';

function plan(overrides: Partial<PlanInput>): PlanInput {
  return { total: '1000.00', currency: 'EUR', mode: 'count', count: 3, frequency: 'monthly', firstDueDate: '2027-02-01', ...overrides };
}

function instalmentsOf(input: Partial<PlanInput>) {
  const result = buildPlan(plan(input), TODAY);
  if (!result.ok) throw new Error(`Expected a plan, got ${JSON.stringify(result.errors)}`);
  return result.instalments;
}

function errorsOf(input: Partial<PlanInput>) {
  const result = buildPlan(plan(input), TODAY);
  if (result.ok) throw new Error('Expected errors');
  return result.errors;
}

const sum = (amounts: string[]) => amounts.reduce((total, amount) => total.plus(amount), new Big(0)).toFixed(2);

describe('the plan builder', () => {
  it('splits €1,000.00 in 3 as 333.33, 333.33, 333.34: the last absorbs the rounding', () => {
    const instalments = instalmentsOf({});
    expect(instalments.map((i) => i.amount)).toEqual(['333.33', '333.33', '333.34']);
    expect(instalments.map((i) => i.dueDate)).toEqual(['2027-02-01', '2027-03-01', '2027-04-01']);
    expect(sum(instalments.map((i) => i.amount))).toBe('1000.00');
  });

  it('adds up exactly to totals floats cannot hold', () => {
    const instalments = instalmentsOf({ total: '12345678901234567.89', count: 7 });
    expect(sum(instalments.map((i) => i.amount))).toBe('12345678901234567.89');
    const small = instalmentsOf({ total: '0.10', count: 3 });
    expect(small.map((i) => i.amount)).toEqual(['0.03', '0.03', '0.04']);
  });

  it('takes a down payment first, due on the first due date, and splits the rest', () => {
    const instalments = instalmentsOf({ downPayment: '100', count: 3 });
    expect(instalments.map((i) => [i.dueDate, i.amount, i.downPayment])).toEqual([
      ['2027-02-01', '100', true],
      ['2027-03-01', '300', false],
      ['2027-04-01', '300', false],
      ['2027-05-01', '300', false],
    ]);
    expect(instalmentsOf({ downPayment: '0.01', count: 3 }).map((i) => i.amount)).toEqual(['0.01', '333.33', '333.33', '333.33']);
  });

  it('builds from an amount per instalment, the last one paying what is left', () => {
    expect(instalmentsOf({ mode: 'amount', amountPerInstalment: '300', count: null }).map((i) => i.amount)).toEqual(['300', '300', '300', '100']);
    expect(instalmentsOf({ mode: 'amount', amountPerInstalment: '250.00' }).map((i) => i.amount)).toEqual(['250', '250', '250', '250']);
    expect(instalmentsOf({ mode: 'amount', amountPerInstalment: '1000' }).map((i) => i.amount)).toEqual(['1000']);
  });

  it('keeps the 31st monthly: clamps to the month end and goes back to the 31st after', () => {
    expect(instalmentsOf({ count: 5, firstDueDate: '2028-01-31' }).map((i) => i.dueDate)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
    expect(dueDateAfter('2027-12-31', 'monthly', 2)).toBe('2028-02-29');
    expect(dueDateAfter('2026-11-30', 'monthly', 3)).toBe('2027-02-28');
  });

  it('steps weekly and every two weeks across a month end and 29 February 2028', () => {
    expect(instalmentsOf({ frequency: 'weekly', count: 4, firstDueDate: '2028-02-15' }).map((i) => i.dueDate)).toEqual([
      '2028-02-15',
      '2028-02-22',
      '2028-02-29',
      '2028-03-07',
    ]);
    expect(instalmentsOf({ frequency: 'biweekly', count: 3, firstDueDate: '2027-12-24' }).map((i) => i.dueDate)).toEqual([
      '2027-12-24',
      '2028-01-07',
      '2028-01-21',
    ]);
  });

  it('explains what is wrong, per field', () => {
    expect(errorsOf({ count: 0 })).toEqual([{ field: 'count', code: 'countTooSmall' }]);
    expect(errorsOf({ count: 2.5 })).toEqual([{ field: 'count', code: 'countTooSmall' }]);
    expect(errorsOf({ count: null })).toEqual([{ field: 'count', code: 'countRequired' }]);
    expect(errorsOf({ count: 121 })).toEqual([{ field: 'count', code: 'countTooLarge' }]);
    expect(errorsOf({ mode: 'amount', amountPerInstalment: '1000.01' })).toEqual([{ field: 'amountPerInstalment', code: 'amountAboveTotal' }]);
    expect(errorsOf({ mode: 'amount', amountPerInstalment: '0' })).toEqual([{ field: 'amountPerInstalment', code: 'amountNotPositive' }]);
    expect(errorsOf({ mode: 'amount', amountPerInstalment: '0.001' })).toEqual([{ field: 'amountPerInstalment', code: 'amountNotPositive' }]);
    expect(errorsOf({ mode: 'amount', amountPerInstalment: '' })).toEqual([{ field: 'amountPerInstalment', code: 'amountRequired' }]);
    expect(errorsOf({ mode: 'amount', amountPerInstalment: '1' })).toEqual([{ field: 'amountPerInstalment', code: 'amountTooSmall' }]);
    expect(errorsOf({ firstDueDate: '2027-01-09' })).toEqual([{ field: 'firstDueDate', code: 'dateInPast' }]);
    expect(errorsOf({ firstDueDate: '2027-02-29' })).toEqual([{ field: 'firstDueDate', code: 'dateRequired' }]);
    expect(errorsOf({ downPayment: '1000' })).toEqual([{ field: 'downPayment', code: 'downPaymentNotBelowTotal' }]);
    expect(errorsOf({ downPayment: '-1' })).toEqual([{ field: 'downPayment', code: 'downPaymentInvalid' }]);
    expect(errorsOf({ total: '0' })).toEqual([{ field: 'total', code: 'totalNotPositive' }]);
    // Today itself is allowed.
    expect(instalmentsOf({ firstDueDate: TODAY })[0]?.dueDate).toBe(TODAY);
  });

  it('reads only real calendar days', () => {
    expect(parseDay('2028-02-29')).not.toBeNull();
    expect(parseDay('2027-02-29')).toBeNull();
    expect(parseDay('2027-2-1')).toBeNull();
  });
});
