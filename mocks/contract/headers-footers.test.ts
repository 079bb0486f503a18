import type { HeaderFooter, Problem } from '#api/generated/model/index';
import { operations } from '#api/generated/operations';
import { SEED_IDS } from '../node';
import { contractSuite, json } from './harness';
import { conflictOf, items, withIfMatch } from './test-helpers';

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
    const { id, etag } = created.body as HeaderFooter;
    const inCm = { ...headerFooter, 'footer-top-margin': 0.2, 'footer-height': 1, 'footer-bottom-margin': 0.2, 'feader-bottom-margin': 0.5, metric: 'cm' };
    const updated = await call('PUT', `/administrations/${NL}/headers-footers/${id}`, withIfMatch(etag, json(inCm)));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...inCm, id });
    const listed = await call('GET', `/administrations/${NL}/headers-footers`);
    expect((listed.body as { items: { id: string; 'feader-bottom-margin': number }[] }).items.find((r) => r.id === id)).toMatchObject({ 'feader-bottom-margin': 0.5 });
    expect((await call('DELETE', `/administrations/${NL}/headers-footers/${id}`, withIfMatch((updated.body as HeaderFooter).etag))).status).toBe(204);
  });

  it('changes or deletes a record only with its current If-Match: a stale one gets 412 with the record as it is now, none 428', async () => {
    const created = await call('POST', `/administrations/${NL}/headers-footers`, json(headerFooter));
    expect(created.status).toBe(201);
    const record = created.body as HeaderFooter;
    expect(created.response.headers.get('ETag')).toBe(record.etag);
    const path = `/administrations/${NL}/headers-footers/${record.id}`;
    expect(items<HeaderFooter>((await call('GET', `/administrations/${NL}/headers-footers`)).body).find((r) => r.id === record.id)?.etag).toBe(record.etag);

    // Two people save the record from the same version: the second is refused, not lost.
    const first = await call('PUT', path, withIfMatch(record.etag, json({ ...headerFooter, 'footer-html': '<p>Mine</p>' })));
    expect(first.status).toBe(200);
    const saved = first.body as HeaderFooter;
    expect(saved.etag).not.toBe(record.etag);
    expect(first.response.headers.get('ETag')).toBe(saved.etag);
    const second = await call('PUT', path, withIfMatch(record.etag, json({ ...headerFooter, name: 'Theirs' })));
    expect(second.status).toBe(412);
    expect(conflictOf<HeaderFooter>(second.body)).toMatchObject({ etag: saved.etag, current: { id: record.id, name: headerFooter.name, 'footer-html': '<p>Mine</p>', etag: saved.etag } });
    expect((await call('PUT', path, json(headerFooter))).status).toBe(428);

    // Deleting what someone changed after you looked is refused too.
    const stale = await call('DELETE', path, withIfMatch(record.etag));
    expect(stale.status).toBe(412);
    expect(conflictOf<HeaderFooter>(stale.body).current).toMatchObject({ id: record.id, etag: saved.etag });
    expect((await call('DELETE', path)).status).toBe(428);
    expect((await call('DELETE', path, withIfMatch(saved.etag))).status).toBe(204);
  });

  it('answers invalid bodies and unknown records as problems', async () => {
    expect((await call('POST', `/administrations/${NL}/headers-footers`, json({ ...headerFooter, metric: 'in' }))).status).toBe(400);
    const seeded = withIfMatch(items<HeaderFooter>((await call('GET', `/administrations/${NL}/headers-footers`)).body).find((r) => r.id === 'hf-nl-email')?.etag);
    expect((await call('PUT', `/administrations/${NL}/headers-footers/hf-nl-email`, json({ ...headerFooter, 'footer-height': -1 }, seeded))).status).toBe(400);
    expect((await call('PUT', `/administrations/${NL}/headers-footers/nope`, withIfMatch('"v1"', json(headerFooter)))).status).toBe(404);
    // Margins that leave no body on an A4 page: 422 naming the field to shorten.
    const narrow = await call('POST', `/administrations/${NL}/headers-footers`, json({ ...headerFooter, 'footer-top-margin': 0, 'footer-height': 1, 'footer-bottom-margin': 0, 'body-left-margin': 10, 'body-right-margin': 10, metric: 'cm' }));
    expect(narrow.status).toBe(422);
    expect((narrow.body as Problem).errors?.map((e) => e.field)).toEqual(['body-right-margin']);
    const tall = await call('PUT', `/administrations/${NL}/headers-footers/hf-nl-email`, json({ ...headerFooter, 'header-height': 1100 }, seeded));
    expect(tall.status).toBe(422);
    expect((tall.body as Problem).errors?.map((e) => e.field)).toEqual(['header-height']);
    expect((await call('DELETE', `/administrations/${NL}/headers-footers/nope`, withIfMatch('"v1"'))).status).toBe(404);
  });
});
