import type { Problem } from '#api/generated/model/index';
import { SEED_IDS } from '../node';
import { contractSuite, json } from './harness';

const NL = SEED_IDS.administrations.nl;

const firstId = (body: unknown) => (body as { items: { id: string }[] }).items[0]?.id ?? '';
const ifMatch = (etag: string, init: RequestInit): RequestInit => ({ ...init, headers: { ...init.headers, 'If-Match': etag } });
type Answered = { etag: string; thumbnail: string | null; name: string };

contractSuite('templates', ({ call }) => {
  it('lists, creates, reads, updates and deletes', async () => {
    expect((await call('GET', `/administrations/${NL}/templates?name=remind&sort-by=name&sort-order=asc`)).status).toBe(200);
    const templateId = firstId((await call('GET', `/administrations/${NL}/templates`)).body);

    const created = await call('POST', `/administrations/${NL}/templates`, json({ name: 'Contract test', hml: '' }));
    expect(created.status).toBe(201);
    expect(created.response.headers.get('Location')).toMatch(new RegExp(`/v1.0/administrations/${NL}/templates/.+`));
    const newId = (created.body as { id: string }).id;

    expect((await call('GET', `/administrations/${NL}/templates/${templateId}`)).status).toBe(200);
    const read = await call('GET', `/administrations/${NL}/templates/${newId}`);
    const before = read.body as Answered;
    expect(read.response.headers.get('ETag')).toBe(before.etag);
    const change = { name: 'Contract test 2', hml: '<p>Hi <span data-placeholder="customer.name">{{customer.name}}</span></p>', media: ['email', 'sms'], language: 'en', headerFooterId: 'hf-nl-email' };
    const updated = await call('PUT', `/administrations/${NL}/templates/${newId}`, ifMatch(before.etag, json(change)));
    expect(updated.status).toBe(200);
    const after = updated.body as Answered & { hml: string };
    expect(after.hml).toBe(change.hml);
    expect(after.etag).not.toBe(before.etag);
    expect(updated.response.headers.get('ETag')).toBe(after.etag);
    // The thumbnail is rendered again from the saved template, under a new id.
    expect(after.thumbnail).not.toBe(before.thumbnail);
    const image = await call('GET', `/administrations/${NL}/images/${after.thumbnail}`);
    expect(new TextDecoder().decode(image.body as Uint8Array)).toContain('Contract test 2');

    // The first version's etag is stale now: 412 with the template as it is; none at all: 428.
    const stale = await call('PUT', `/administrations/${NL}/templates/${newId}`, ifMatch(before.etag, json({ ...change, name: 'Lost' })));
    expect(stale.status).toBe(412);
    expect((stale.body as { current: Answered }).current).toMatchObject({ name: 'Contract test 2', etag: after.etag });
    expect((await call('PUT', `/administrations/${NL}/templates/${newId}`, json(change))).status).toBe(428);
    const unknownHeader = await call('PUT', `/administrations/${NL}/templates/${newId}`, ifMatch(after.etag, json({ ...change, headerFooterId: 'hf-gb-email' })));
    expect(unknownHeader.status).toBe(422);
    expect((unknownHeader.body as Problem).errors?.map((e) => e.field)).toEqual(['headerFooterId']);
    // A delete names the version it saw too (issue 20 point 6): none, 428; a stale one, 412 with the template as it is.
    expect((await call('DELETE', `/administrations/${NL}/templates/${newId}`)).status).toBe(428);
    const staleDelete = await call('DELETE', `/administrations/${NL}/templates/${newId}`, ifMatch(before.etag, {}));
    expect(staleDelete.status).toBe(412);
    expect(staleDelete.response.headers.get('ETag')).toBe(after.etag);
    expect((staleDelete.body as { current: Answered }).current).toMatchObject({ name: 'Contract test 2', etag: after.etag });
    // The list gives each card the version to delete with.
    const listed = (await call('GET', `/administrations/${NL}/templates`)).body as { items: { id: string; etag: string }[] };
    expect(listed.items.find((item) => item.id === newId)?.etag).toBe(after.etag);
    expect((await call('DELETE', `/administrations/${NL}/templates/${newId}`, ifMatch(after.etag, {}))).status).toBe(204);
    expect((await call('GET', `/administrations/${NL}/templates/${newId}`)).status).toBe(404);
  });

  it('answers invalid queries and bodies, and unknown templates, as problems', async () => {
    const templateId = firstId((await call('GET', `/administrations/${NL}/templates`)).body);
    expect((await call('GET', `/administrations/${NL}/templates?sort-by=size`)).status).toBe(400);
    const invalid = await call('POST', `/administrations/${NL}/templates`, json({ name: '', hml: 1 }));
    expect(invalid.status).toBe(400);
    expect((invalid.body as Problem).errors?.map((e) => e.field).sort()).toEqual(['hml', 'name']);
    const etag = ((await call('GET', `/administrations/${NL}/templates/${templateId}`)).body as Answered).etag;
    expect((await call('PUT', `/administrations/${NL}/templates/${templateId}`, ifMatch(etag, json({ name: 'x', hml: '', media: ['fax'] })))).status).toBe(400);
    expect((await call('GET', `/administrations/${NL}/templates/nope`)).status).toBe(404);
    expect((await call('PUT', `/administrations/${NL}/templates/nope`, json({ name: 'x', hml: '', media: [] }))).status).toBe(404);
    expect((await call('DELETE', `/administrations/${NL}/templates/nope`)).status).toBe(404);
  });
});
