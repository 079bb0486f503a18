import { centsToDecimal, overLimits, PLAN_LIMITS, renewsOn, upgradeChargeCents } from './plans';

const usage = { users: 4, customers: 100, lettersThisMonth: 12, emailsThisMonth: 48 };

describe('subscription plans', () => {
  it('names what the usage exceeds of a plan', () => {
    expect(overLimits(usage, PLAN_LIMITS.starter)).toEqual(['users']);
    expect(overLimits({ ...usage, lettersThisMonth: 51, emailsThisMonth: 501 }, PLAN_LIMITS.starter)).toEqual(['users', 'letters', 'emails']);
    expect(overLimits({ ...usage, users: 3 }, PLAN_LIMITS.starter)).toEqual([]);
  });

  it('charges an upgrade the monthly difference for the days left, today included, and a downgrade nothing', () => {
    const nov20 = new Date('2026-11-20T09:00:00Z');
    expect(upgradeChargeCents('business', 'enterprise', 'EUR', nov20)).toBe(11_000);
    expect(upgradeChargeCents('starter', 'business', 'GBP', new Date('2026-02-01T00:00:00Z'))).toBe(9_000);
    // 100.00 × 1/31 = 3.2258… → 3.23
    expect(upgradeChargeCents('starter', 'business', 'EUR', new Date('2026-12-31T23:00:00Z'))).toBe(323);
    expect(upgradeChargeCents('enterprise', 'starter', 'EUR', nov20)).toBe(0);
  });

  it('writes cents as the contract\'s decimal strings and renews on the first of next month', () => {
    expect([centsToDecimal(11_000), centsToDecimal(5), centsToDecimal(-1250)]).toEqual(['110.00', '0.05', '-12.50']);
    expect(renewsOn(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
