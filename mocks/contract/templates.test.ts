import type { Problem } from '#api/generated/model/index';
import { SEED_IDS } from '../node';
import { contractSuite, json } from './harness';

const NL = SEED_IDS.administrations.nl;

const firstId = (body: unknown) => (body as { items: { id: string }[] }).items[0]?.id ?? '';

contractSuite('templates', ({ call }) => {
  it('lists, creates, reads, updates and deletes', async () => {
    expect((await call('GET', `/administrations/${NL}/templates?name=remind&sort-by=name&sort-order=asc`)).status).toBe(200);
    const templateId = firstId((await call('GET', `/administrations/${NL}/templates`)).body);

    const created = await call('POST', `/administrations/${NL}/templates`, json({ name: 'Contract test', hml: '' }));
    expect(created.status).toBe(201);
    expect(created.response.headers.get('Location')).toMatch(new RegExp(`/v1.0/administrations/${NL}/templates/.+`));
    const newId = (created.body as { id: string }).id;

    expect((await call('GET', `/administrations/${NL}/templates/${templateId}`)).status).toBe(200);
    const updated = await call(
      'PUT',
      `/administrations/${NL}/templates/${newId}`,
      json({ name: 'Contract test 2', hml: '<p>Hi {{customer.name}}</p>', media: ['email', 'sms'], language: 'en', headerFooterId: 'hf-nl-email' }),
    );
    expect(updated.status).toBe(200);
    expect((await call('DELETE', `/administrations/${NL}/templates/${newId}`)).status).toBe(204);
  });

  it('answers invalid queries and bodies, and unknown templates, as problems', async () => {
    const templateId = firstId((await call('GET', `/administrations/${NL}/templates`)).body);
    expect((await call('GET', `/administrations/${NL}/templates?sort-by=size`)).status).toBe(400);
    const invalid = await call('POST', `/administrations/${NL}/templates`, json({ name: '', hml: 1 }));
    expect(invalid.status).toBe(400);
    expect((invalid.body as Problem).errors?.map((e) => e.field).sort()).toEqual(['hml', 'name']);
    expect((await call('PUT', `/administrations/${NL}/templates/${templateId}`, json({ name: 'x', hml: '', media: ['fax'] }))).status).toBe(400);
    expect((await call('GET', `/administrations/${NL}/templates/nope`)).status).toBe(404);
    expect((await call('PUT', `/administrations/${NL}/templates/nope`, json({ name: 'x', hml: '', media: [] }))).status).toBe(404);
    expect((await call('DELETE', `/administrations/${NL}/templates/nope`)).status).toBe(404);
  });
});
