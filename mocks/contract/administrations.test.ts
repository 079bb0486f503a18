import { SEED_IDS, SEED_TOKENS } from '../node';
import { bearer, contractSuite } from './harness';

const NL = SEED_IDS.administrations.nl;

contractSuite('administrations', ({ call }) => {
  it('lists the caller’s administrations and their profile in one', async () => {
    const { body } = await call('GET', '/administrations', bearer(SEED_TOKENS.james.access));
    expect(body).toEqual({ items: [expect.objectContaining({ id: SEED_IDS.administrations.gb })] });
    const profile = await call('GET', `/administrations/${NL}/profile`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: 'usr-anna', administrationId: NL });
  });
});
