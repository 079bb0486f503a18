import type { CreditReport } from '#api/generated/model/index';
import { SEED_IDS } from '../node';
import { bearer, contractSuite } from './harness';
import { GB, NL, PINNED } from './test-helpers';

contractSuite(
  'dnb-reports',
  ({ call, mock }) => {
    it('answers the same report on a customer every time, in the administration’s currency', async () => {
      const customer = 'cus-nl-0001';
      const first = await call('GET', `/administrations/${NL}/customers/${customer}/credit-report`);
      expect(first.status).toBe(200);
      const report = first.body as CreditReport;
      expect(report).toMatchObject({ customerId: customer, provider: 'Dun & Bradstreet', limitAdvice: { currency: 'EUR' } });
      expect(report.providerReference).toMatch(/^\d{2}-\d{3}-\d{4}$/);
      expect((await call('GET', `/administrations/${NL}/customers/${customer}/credit-report`)).body).toEqual(report);
      const other = (await call('GET', `/administrations/${NL}/customers/${'cus-nl-0002'}/credit-report`)).body as CreditReport;
      expect(other.providerReference).not.toBe(report.providerReference);
      const severe = report.riskClass === 'severe';
      expect(severe ? report.limitAdvice.amount === '0.00' : Number(report.limitAdvice.amount) > 0).toBe(true);
    });

    it('answers 404 for a customer of another administration, and 403 without Manage_Customers', async () => {
      const gbCustomer = 'cus-gb-0001';
      expect((await call('GET', `/administrations/${NL}/customers/${gbCustomer}/credit-report`)).status).toBe(404);
      expect((await call('GET', `/administrations/${GB}/customers/${gbCustomer}/credit-report`)).status).toBe(200);
      const { access_token: pieter } = await mock.issueTokens(SEED_IDS.users.pieter);
      expect((await call('GET', `/administrations/${NL}/customers/${'cus-nl-0001'}/credit-report`, bearer(pieter))).status).toBe(403);
    });
  },
  PINNED,
);
