import { SEED_IDS } from '../node';
import { contractSuite } from './harness';

const NL = SEED_IDS.administrations.nl;

contractSuite('media', ({ call }) => {
  it('serves thumbnails and avatars, and 404 for unknown ones', async () => {
    const list = await call('GET', `/administrations/${NL}/templates`);
    const [first] = (list.body as { items: { thumbnail: string }[] }).items;
    expect((await call('GET', `/administrations/${NL}/images/${first?.thumbnail}`)).status).toBe(200);
    expect((await call('GET', `/administrations/${NL}/users/usr-anna/avatar`)).status).toBe(200);
    expect((await call('GET', `/administrations/${NL}/images/nope`)).status).toBe(404);
    // Sanne has no avatar.
    expect((await call('GET', `/administrations/${NL}/users/usr-sanne/avatar`)).status).toBe(404);
  });
});
