import { SEED_IDS } from '../node';
import { contractSuite, json } from './harness';

const NL = SEED_IDS.administrations.nl;

const headerFooter = {
  name: 'Contract test footer',
  'header-html': '',
  'footer-html': '<p>Footer</p>',
  'body-left-margin': 0,
  'body-right-margin': 0,
  'header-top-margin': 0,
  'header-height': 0,
  'footer-top-margin': 8,
  'footer-height': 40,
  'footer-bottom-margin': 8,
  'feader-bottom-margin': 0,
  metric: 'px',
};

contractSuite('headers-footers', ({ call }) => {
  it('lists, creates, updates and deletes', async () => {
    expect((await call('GET', `/administrations/${NL}/headers-footers?name=letter`)).status).toBe(200);
    const created = await call('POST', `/administrations/${NL}/headers-footers`, json(headerFooter));
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect((await call('PUT', `/administrations/${NL}/headers-footers/${id}`, json({ ...headerFooter, metric: 'cm' }))).status).toBe(200);
    expect((await call('DELETE', `/administrations/${NL}/headers-footers/${id}`)).status).toBe(204);
  });

  it('answers invalid bodies and unknown records as problems', async () => {
    expect((await call('POST', `/administrations/${NL}/headers-footers`, json({ ...headerFooter, metric: 'in' }))).status).toBe(400);
    expect((await call('PUT', `/administrations/${NL}/headers-footers/hf-nl-email`, json({ ...headerFooter, 'footer-height': -1 }))).status).toBe(400);
    expect((await call('PUT', `/administrations/${NL}/headers-footers/nope`, json(headerFooter))).status).toBe(404);
    expect((await call('DELETE', `/administrations/${NL}/headers-footers/nope`)).status).toBe(404);
  });
});
