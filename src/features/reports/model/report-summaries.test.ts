import { ceiSummary, collectedSummary, dsoSummary } from './report-summaries';

const month = (m: string, amount: string, count: number) => ({ month: m, from: `${m}-01`, to: `${m}-28`, amount, count });
const cei = (m: string, percent: number | null) => ({ month: m, from: `${m}-01`, to: `${m}-28`, opening: '0', sales: '0', closing: '0', closingCurrent: '0', percent });

describe('the reports’ summaries', () => {
  it('take DSO from the first and the last month end that have one', () => {
    const point = (m: string, days: number | null) => ({ month: m, asOf: `${m}-28`, periodFrom: `${m}-01`, outstanding: '0', invoiced: '0', days });
    expect(dsoSummary({ points: [point('2026-01', null), point('2026-02', 40), point('2026-03', 45.5), point('2026-04', null)] })).toMatchObject({ first: { days: 40 }, last: { days: 45.5 } });
    expect(dsoSummary({ points: [point('2026-01', null)] })).toBeNull();
  });

  it('add the payments received exactly and name the best month', () => {
    expect(collectedSummary({ months: [month('2026-01', '0.10', 1), month('2026-02', '0.20', 1), month('2026-03', '0.05', 1)] })).toMatchObject({ total: '0.35', best: { month: '2026-02' } });
    expect(collectedSummary({ months: [month('2026-01', '0.00', 0)] })).toBeNull();
  });

  it('average the months that have a CEI, rounded half up', () => {
    expect(ceiSummary({ months: [cei('2026-01', 80), cei('2026-02', null), cei('2026-03', 90.1)] })).toMatchObject({ last: { month: '2026-03' }, average: 85.1 });
    expect(ceiSummary({ months: [cei('2026-01', null)] })).toBeNull();
  });
});
