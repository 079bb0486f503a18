import type { Problem } from '#api/generated/model/index';
import { operations } from '#api/generated/operations';
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
  it('changes invalidate the headers-footers cache and the templates that may use them (SPEC §7)', () => {
    const groups = (id: string) => {
      const op = operations.find((o) => o.operationId === id);
      return [op?.cacheGroup, ...(op?.invalidates ?? [])];
    };
    for (const id of ['updateHeaderFooter', 'deleteHeaderFooter']) expect(groups(id)).toEqual(['headers-footers', 'templates']);
    expect(groups('createHeaderFooter')).toEqual(['headers-footers']);
    expect(groups('updateTemplate')).toEqual(['templates', 'media']);
  });

  it('lists, creates, updates and deletes', async () => {
    expect((await call('GET', `/administrations/${NL}/headers-footers?name=letter`)).status).toBe(200);
    const created = await call('POST', `/administrations/${NL}/headers-footers`, json(headerFooter));
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const inCm = { ...headerFooter, 'footer-top-margin': 0.2, 'footer-height': 1, 'footer-bottom-margin': 0.2, 'feader-bottom-margin': 0.5, metric: 'cm' };
    const updated = await call('PUT', `/administrations/${NL}/headers-footers/${id}`, json(inCm));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...inCm, id });
    const listed = await call('GET', `/administrations/${NL}/headers-footers`);
    expect((listed.body as { items: { id: string; 'feader-bottom-margin': number }[] }).items.find((r) => r.id === id)).toMatchObject({ 'feader-bottom-margin': 0.5 });
    expect((await call('DELETE', `/administrations/${NL}/headers-footers/${id}`)).status).toBe(204);
  });

  it('answers invalid bodies and unknown records as problems', async () => {
    expect((await call('POST', `/administrations/${NL}/headers-footers`, json({ ...headerFooter, metric: 'in' }))).status).toBe(400);
    expect((await call('PUT', `/administrations/${NL}/headers-footers/hf-nl-email`, json({ ...headerFooter, 'footer-height': -1 }))).status).toBe(400);
    expect((await call('PUT', `/administrations/${NL}/headers-footers/nope`, json(headerFooter))).status).toBe(404);
    // Margins that leave no body on an A4 page: 422 naming the field to shorten.
    const narrow = await call('POST', `/administrations/${NL}/headers-footers`, json({ ...headerFooter, 'footer-top-margin': 0, 'footer-height': 1, 'footer-bottom-margin': 0, 'body-left-margin': 10, 'body-right-margin': 10, metric: 'cm' }));
    expect(narrow.status).toBe(422);
    expect((narrow.body as Problem).errors?.map((e) => e.field)).toEqual(['body-right-margin']);
    const tall = await call('PUT', `/administrations/${NL}/headers-footers/hf-nl-email`, json({ ...headerFooter, 'header-height': 1100 }));
    expect(tall.status).toBe(422);
    expect((tall.body as Problem).errors?.map((e) => e.field)).toEqual(['header-height']);
    expect((await call('DELETE', `/administrations/${NL}/headers-footers/nope`)).status).toBe(404);
  });
});
