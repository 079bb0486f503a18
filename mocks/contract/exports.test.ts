import Papa from 'papaparse';
import { contractSuite, json } from './harness';
import { GB, NL, items } from './test-helpers';

type Definition = { id: string; name: string; list: string; query: string; etag: string; columns: { id: string; header: string }[] };
type Job = { id: string; status: string; rowsDone: number; rowsTotal: number; fileName: string; expiresAt: string | null; failure?: string; definitionId: string | null };
type InvoicePage = { items: { number: string; outstanding: { amount: string } }[]; total: number };

let clock = new Date('2026-11-20T09:00:00Z');
const key = (suffix: string) => ({ 'Idempotency-Key': `test-key-${suffix}` });

const definitionBody = {
  name: 'Overdue, by due date',
  list: 'invoices',
  columns: [
    { id: 'number', header: 'Number' },
    { id: 'customer', header: 'Customer' },
    { id: 'outstanding', header: 'Outstanding' },
    { id: 'currency', header: 'Currency' },
  ],
  query: 'status=overdue&sort-by=due-date&sort-order=asc&page=3&per-page=10',
  language: 'en-GB',
  format: 'csv',
};

contractSuite(
  'exports',
  ({ call, mock }) => {
    const decode = (bytes: unknown) => new TextDecoder().decode(bytes as Uint8Array).replace(/^\uFEFF/, '');
    const poll = async (jobId: string): Promise<Job[]> => {
      const seen: Job[] = [];
      for (let i = 0; i < 20; i += 1) {
        const job = (await call('GET', `/administrations/${NL}/export-jobs/${jobId}`)).body as Job;
        seen.push(job);
        if (job.status !== 'queued' && job.status !== 'running') break;
      }
      return seen;
    };

    it('saves a definition without paging, lists, changes it only with the current version and deletes it', async () => {
      const created = await call('POST', `/administrations/${NL}/export-definitions`, json(definitionBody));
      expect(created.status).toBe(201);
      const definition = created.body as Definition;
      expect(definition.query).toBe('status=overdue&sort-by=due-date&sort-order=asc');

      const list = await call('GET', `/administrations/${NL}/export-definitions?search-value=overdue,%20by`);
      expect(items<Definition>(list.body).map((d) => d.id)).toEqual([definition.id]);
      expect((await call('GET', `/administrations/${NL}/export-definitions?per-page=1001`)).status).toBe(400);

      const path = `/administrations/${NL}/export-definitions/${definition.id}`;
      expect((await call('GET', path)).response.headers.get('ETag')).toBe(definition.etag);
      expect((await call('PUT', path, json({ ...definitionBody, name: 'No version' }))).status).toBe(428);
      const changed = await call('PUT', path, json({ ...definitionBody, name: 'Renamed' }, { headers: { 'If-Match': definition.etag } }));
      expect(changed.status).toBe(200);
      const stale = await call('PUT', path, json({ ...definitionBody, name: 'Stale' }, { headers: { 'If-Match': definition.etag } }));
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ current: { name: 'Renamed' } });
      expect((await call('PUT', path, json({ ...definitionBody, columns: [] }, { headers: { 'If-Match': '*' } }))).status).toBe(400);
      // Blank text is no name or column title: refused at its field (as the form's checks do), trimmed otherwise.
      const blank = await call('PUT', path, json({ ...definitionBody, name: '   ', columns: [definitionBody.columns[0], { id: 'customer', header: ' ' }] }, { headers: { 'If-Match': '*' } }));
      expect(blank.status).toBe(400);
      expect((blank.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['name', 'columns.1.header']);
      expect((await call('POST', `/administrations/${NL}/export-definitions`, json({ ...definitionBody, name: ' ' }))).status).toBe(400);
      const trimmed = await call('PUT', path, json({ ...definitionBody, name: ' Renamed again ', columns: [{ id: 'number', header: ' No. ' }] }, { headers: { 'If-Match': '*' } }));
      expect(trimmed.body).toMatchObject({ name: 'Renamed again', columns: [{ id: 'number', header: 'No.' }] });
      expect((await call('POST', `/administrations/${NL}/export-definitions`, json({ ...definitionBody, list: 'templates' }))).status).toBe(400);

      expect((await call('GET', `/administrations/${GB}/export-definitions/${definition.id}`)).status).toBe(404);
      expect((await call('DELETE', path)).status).toBe(204);
      expect((await call('DELETE', path)).status).toBe(404);
      expect((await call('PUT', path, json(definitionBody, { headers: { 'If-Match': '*' } }))).status).toBe(404);
    });

    it('runs a definition in steps over exactly the rows the list answers, then serves the CSV until it expires, and re-runs', async () => {
      clock = new Date('2026-11-20T09:00:00Z');
      const definition = (await call('POST', `/administrations/${NL}/export-definitions`, json(definitionBody))).body as Definition;
      const listed = (await call('GET', `/administrations/${NL}/invoices?status=overdue&sort-by=due-date&sort-order=asc&per-page=1000`)).body as InvoicePage;
      expect(listed.total).toBeGreaterThan(4);

      const run = `/administrations/${NL}/export-definitions/${definition.id}/jobs`;
      expect((await call('POST', run)).status).toBe(400);
      const started = await call('POST', run, { headers: key('run-1') });
      expect(started.status).toBe(202);
      const job = started.body as Job;
      expect(job).toMatchObject({ status: 'queued', rowsDone: 0, rowsTotal: listed.total, fileName: 'overdue-by-due-date-2026-11-20.csv' });
      // The same key answers the same job; after the definition changed it is another request.
      expect(((await call('POST', run, { headers: key('run-1') })).body as Job).id).toBe(job.id);

      expect((await call('GET', `/administrations/${NL}/export-jobs/${job.id}/file`)).status).toBe(409);
      const steps = await poll(job.id);
      expect(steps.map((s) => s.status)).toEqual(['running', 'running', 'running', 'done']);
      expect(steps.map((s) => s.rowsDone)).toEqual([1, 2, 3, 4].map((n) => Math.min(listed.total, n * Math.ceil(listed.total / 4))));
      expect(steps.at(-1)?.expiresAt).toBe('2026-11-27T09:00:00.000Z');

      const file = await call('GET', `/administrations/${NL}/export-jobs/${job.id}/file`);
      expect(file.status).toBe(200);
      expect(file.response.headers.get('Content-Disposition')).toBe('attachment; filename="overdue-by-due-date-2026-11-20.csv"');
      const rows = Papa.parse<string[]>(decode(file.body).trim(), { delimiter: ',' }).data;
      expect(rows[0]).toEqual(['Number', 'Customer', 'Outstanding', 'Currency']);
      expect(rows.slice(1).map((row) => row[0])).toEqual(listed.items.map((invoice) => invoice.number));
      expect(rows[1]?.[2]).toBe(listed.items[0]?.outstanding.amount);
      expect(rows[1]?.[3]).toBe('EUR');

      const jobs = items<Job>((await call('GET', `/administrations/${NL}/export-jobs`)).body);
      expect(jobs[0]).toMatchObject({ id: job.id, status: 'done' });

      clock = new Date('2026-11-27T09:00:00Z');
      expect(((await call('GET', `/administrations/${NL}/export-jobs/${job.id}`)).body as Job).status).toBe('expired');
      expect((await call('GET', `/administrations/${NL}/export-jobs/${job.id}/file`)).status).toBe(410);

      const rerun = `/administrations/${NL}/export-jobs/${job.id}/rerun`;
      expect((await call('POST', rerun)).status).toBe(400);
      const again = await call('POST', rerun, { headers: key('rerun-1') });
      expect(again.status).toBe(202);
      expect(again.body).toMatchObject({ status: 'queued', definitionId: definition.id, fileName: 'overdue-by-due-date-2026-11-27.csv' });
      expect((await poll((again.body as Job).id)).at(-1)?.status).toBe('done');
      const other = (await call('POST', run, { headers: key('run-2') })).body as Job;
      expect((await call('POST', `/administrations/${NL}/export-jobs/${other.id}/rerun`, { headers: key('rerun-1') })).status).toBe(422);
      expect((await call('GET', `/administrations/${NL}/export-jobs/nope`)).status).toBe(404);
      expect((await call('GET', `/administrations/${NL}/export-jobs/nope/file`)).status).toBe(404);
      expect((await call('POST', `/administrations/${NL}/export-jobs/nope/rerun`, { headers: key('rerun-2') })).status).toBe(404);
      expect((await call('POST', `/administrations/${NL}/export-definitions/nope/jobs`, { headers: key('run-3') })).status).toBe(404);
    });

    it('applies the caller’s permissions to the data: refused without Manage_Invoices, failed when it goes mid-run', async () => {
      clock = new Date('2026-11-20T09:00:00Z');
      const definition = (await call('POST', `/administrations/${NL}/export-definitions`, json(definitionBody))).body as Definition;
      const run = `/administrations/${NL}/export-definitions/${definition.id}/jobs`;
      const job = (await call('POST', run, { headers: key('perm-1') })).body as Job;
      const anna = mock.store.db.users.findFirst((q) => q.where({ id: 'usr-anna' }));
      const membership = anna?.memberships.find((m) => m.administrationId === NL);
      if (!membership) throw new Error('Anna is no member of the Dutch administration');
      const before = membership.permissions;
      membership.permissions = before.filter((p) => p !== 'Manage_Invoices');
      try {
        expect((await call('POST', run, { headers: key('perm-2') })).status).toBe(403);
        expect((await call('POST', `/administrations/${NL}/collection-exports`, json({ format: 'csv', language: 'nl' }, { headers: key('perm-3') }))).status).toBe(403);
        expect((await call('POST', `/administrations/${NL}/export-jobs/${job.id}/rerun`, { headers: key('perm-4') })).status).toBe(403);
        expect(await poll(job.id)).toEqual([expect.objectContaining({ status: 'failed', failure: 'forbidden', rowsDone: 0 })]);
      } finally {
        membership.permissions = before;
      }
      // A query the list refuses is refused when the definition runs.
      const bad = (await call('PUT', `/administrations/${NL}/export-definitions/${definition.id}`, json({ ...definitionBody, query: 'sort-by=size' }, { headers: { 'If-Match': '*' } }))).body as Definition;
      expect(bad.query).toBe('sort-by=size');
      expect((await call('POST', run, { headers: key('perm-5') })).status).toBe(422);
    });

    it('exports the invoices handed over for collection, in Dutch CSV or as Excel', async () => {
      clock = new Date('2026-11-20T09:00:00Z');
      const path = `/administrations/${NL}/collection-exports`;
      const forCollection = (await call('GET', `/administrations/${NL}/invoices?status=for-collection&sort-by=due-date&sort-order=asc&per-page=1000`)).body as InvoicePage;
      expect((await call('POST', path, json({ format: 'csv', language: 'nl' }))).status).toBe(400);
      const csv = (await call('POST', path, json({ format: 'csv', language: 'nl' }, { headers: key('coll-1') }))).body as Job;
      expect((await call('POST', path, json({ format: 'xlsx', language: 'nl' }, { headers: key('coll-1') }))).status).toBe(422);
      expect(csv.fileName).toBe('collection-export-2026-11-20.csv');
      expect((await poll(csv.id)).at(-1)?.status).toBe('done');
      const rows = decode((await call('GET', `/administrations/${NL}/export-jobs/${csv.id}/file`)).body).trim().split('\r\n');
      expect(rows[0]).toBe('Nummer;Klantnummer;Klant;Factuurdatum;Vervaldatum;Bedrag;Openstaand;Valuta');
      expect(rows).toHaveLength(forCollection.total + 1);

      const xlsx = (await call('POST', path, json({ format: 'xlsx', language: 'en-GB' }, { headers: key('coll-2') }))).body as Job;
      await poll(xlsx.id);
      const file = await call('GET', `/administrations/${NL}/export-jobs/${xlsx.id}/file`);
      expect(file.response.headers.get('Content-Type')).toMatch(/spreadsheetml/);
      expect(Array.from((file.body as Uint8Array).slice(0, 2))).toEqual([0x50, 0x4b]); // a zip: PK
    });
  },
  { now: () => clock },
);
