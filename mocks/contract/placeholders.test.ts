import { SEED_IDS } from '../node';
import { contractSuite } from './harness';

const NL = SEED_IDS.administrations.nl;

contractSuite('placeholders', ({ call }) => {
  it('lists placeholders with filters, and refuses unknown categories', async () => {
    const { status, body } = await call('GET', `/template-placeholders?administrationId=${NL}&category=invoice&media=sms&search=amount`);
    expect(status).toBe(200);
    expect((body as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((await call('GET', '/template-placeholders?category=weather')).status).toBe(400);
  });
});
