import { agingBucketOf, agingRanges, dsoDays, dsoPeriodFrom } from './dashboard-figures';

describe('aging buckets', () => {
  it('puts an invoice by its days past due: not due up to its due day, then 1–30, 31–60, 61–90, more than 90', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(agingBucketOf)).toEqual([
      'not-due', 'not-due', 'days-1-30', 'days-1-30', 'days-31-60', 'days-31-60', 'days-61-90', 'days-61-90', 'days-90-plus', 'days-90-plus',
    ]);
  });

  it('gives each bucket its due dates on a month end, across short months', () => {
    expect(agingRanges('2026-03-31')).toEqual([
      { bucket: 'not-due', dueDateFrom: '2026-03-31' },
      { bucket: 'days-1-30', dueDateFrom: '2026-03-01', dueDateTo: '2026-03-30' },
      { bucket: 'days-31-60', dueDateFrom: '2026-01-30', dueDateTo: '2026-02-28' },
      { bucket: 'days-61-90', dueDateFrom: '2025-12-31', dueDateTo: '2026-01-29' },
      { bucket: 'days-90-plus', dueDateTo: '2025-12-30' },
    ]);
  });

  it('counts the leap day at the end of February and the turn of the year', () => {
    const leap = agingRanges('2024-02-29');
    expect(leap[1]).toEqual({ bucket: 'days-1-30', dueDateFrom: '2024-01-30', dueDateTo: '2024-02-28' });
    expect(agingRanges('2024-03-01')[1]).toEqual({ bucket: 'days-1-30', dueDateFrom: '2024-01-31', dueDateTo: '2024-02-29' });
    expect(agingRanges('2026-12-31')[4]).toEqual({ bucket: 'days-90-plus', dueDateTo: '2026-10-01' });
  });

  it('leaves no day out and counts none twice: consecutive ranges', () => {
    const ranges = agingRanges('2026-02-28');
    for (let i = 1; i < ranges.length; i++) {
      const newer = ranges[i - 1]!;
      const older = ranges[i]!;
      expect(Date.parse(newer.dueDateFrom!) - Date.parse(older.dueDateTo!)).toBe(86_400_000);
    }
  });
});

describe('DSO', () => {
  it('is outstanding ÷ invoiced in the period × the period, to one decimal, rounded half up', () => {
    expect(dsoDays('50000.00', '90000.00')).toBe(50);
    expect(dsoDays('1000.00', '3000.00')).toBe(30);
    // 0.1 × 90 / 0.6 would be 14.999… in floats; decimals give 15.
    expect(dsoDays('0.10', '0.60')).toBe(15);
    // 1 ÷ 7 × 90 = 12.857… → 12.9; 1 ÷ 8 × 90 = 11.25 → 11.3 (half up).
    expect(dsoDays('1.00', '7.00')).toBe(12.9);
    expect(dsoDays('1.00', '8.00')).toBe(11.3);
    expect(dsoDays('200.00', '100.00', 30)).toBe(60);
  });

  it('has no value when nothing was invoiced in the period', () => {
    expect(dsoDays('500.00', '0.00')).toBeNull();
  });

  it('starts its 90-day period 89 days before the day, across a month end', () => {
    expect(dsoPeriodFrom('2026-11-20')).toBe('2026-08-23');
    expect(dsoPeriodFrom('2026-03-31', 31)).toBe('2026-03-01');
  });
});
