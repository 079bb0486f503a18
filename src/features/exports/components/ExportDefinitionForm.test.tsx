import type { ExportDefinition, ExportDefinitionWrite } from '@/api/generated/model';
import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { ExportDefinitionForm } from './ExportDefinitionForm';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
/** Marks the requests this test makes as the other user, to tell them from the form's. */
const OTHER_USER = 'X-Test-Other-User';
let requests: Request[] = [];

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(async () => {
  mock.server.events.removeAllListeners();
  mock.server.resetHandlers();
  localStorage.clear();
  await resetMockDb();
});
afterAll(() => mock.server.close());

/** A Dutch export definition of the seed with at least two columns. */
function seededDefinitionId(): string {
  const definition = mock.store.db.exportDefinitions.all().find((record) => record.administrationId === NL && record.columns.length >= 2);
  if (!definition) throw new Error('the seed has no Dutch export definition with two columns');
  return definition.id;
}

const definitionUrl = (id: string) => `${TEST_API_ROOT}/administrations/${NL}/export-definitions/${id}`;

async function fetchDefinition(id: string): Promise<ExportDefinition> {
  const response = await fetch(definitionUrl(id));
  expect(response.status).toBe(200);
  return (await response.json()) as ExportDefinition;
}

/** Someone else saves the definition (through the API, as another session would). */
async function changedByAnotherUser(id: string, changes: Partial<ExportDefinitionWrite>): Promise<ExportDefinition> {
  const { name, list, columns, query, language, format, etag } = await fetchDefinition(id);
  const response = await fetch(definitionUrl(id), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'If-Match': etag, [OTHER_USER]: '1' },
    body: JSON.stringify({ name, list, columns, query, language, format, ...changes }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ExportDefinition;
}

/** The saves the form sent (not those of the other user this test plays). */
const savesOf = (id: string) => requests.filter((request) => request.method === 'PUT' && request.url === definitionUrl(id) && !request.headers.has(OTHER_USER));

/** The form alone, with the definition as the list showed it when Edit was chosen. */
async function openForm(definition: ExportDefinition) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const saved: ExportDefinition[] = [];
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ExportDefinitionForm administrationId={NL} definition={definition} onSaved={(one) => saved.push(one)} onDiscarded={() => {}} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  const form = await screen.findByRole('form', { name: `Edit export definition “${definition.name}”` });
  const field = (label: string) => within(form).getByLabelText(label);
  const save = () => user.click(within(form).getByRole('button', { name: 'Save changes' }));
  return { user, form, field, save, saved };
}

describe('editing an export definition', () => {
  it('saves the name, format, file language, columns kept and their titles against the version shown (If-Match); list and query stay', async () => {
    const id = seededDefinitionId();
    const definition = await fetchDefinition(id);
    const { user, field, save, saved } = await openForm(definition);

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Achterstallig per klant');
    await user.selectOptions(field('File format'), 'xlsx');
    await user.selectOptions(field('File language'), 'de');
    await user.clear(field('Title of column 2'));
    await user.type(field('Title of column 2'), 'Openstaand');
    await user.click(field('Include column 1'));
    await save();

    await waitFor(() => expect(saved.map((one) => one.name)).toEqual(['Achterstallig per klant']));
    const [sent] = savesOf(id);
    expect(sent!.headers.get('If-Match')).toBe(definition.etag);
    const columns = definition.columns.slice(1).map((column, index) => (index === 0 ? { ...column, header: 'Openstaand' } : column));
    expect(await sent!.json()).toEqual({ name: 'Achterstallig per klant', list: definition.list, columns, query: definition.query, language: 'de', format: 'xlsx' });
    expect(await fetchDefinition(id)).toMatchObject({ name: 'Achterstallig per klant', format: 'xlsx', language: 'de', columns, query: definition.query });
  });

  it('refuses an empty name and column title, and a file without columns, at the fields, without sending', async () => {
    const id = seededDefinitionId();
    const definition = await fetchDefinition(id);
    const { user, field, save } = await openForm(definition);
    await user.clear(field('Name'));
    await user.clear(field('Title of column 1'));
    for (const [index] of definition.columns.entries()) await user.click(field(`Include column ${index + 1}`));
    await save();
    expect(field('Name')).toHaveAccessibleDescription('Required');
    expect(field('Title of column 1')).toHaveAccessibleDescription('Required');
    expect(field('Include column 1')).toHaveAccessibleDescription('Keep at least one column in the file.');
    expect(field('Name')).toHaveFocus();
    expect(savesOf(id)).toHaveLength(0);
  });

  it('puts the server’s field errors (problem+json 422) on the fields they name, keeping what was typed', async () => {
    const id = seededDefinitionId();
    const { user, form, field, save, saved } = await openForm(await fetchDefinition(id));
    await user.clear(field('Title of column 2'));
    await user.type(field('Title of column 2'), 'Saldo');
    injectFault({
      method: 'PUT',
      path: `/export-definitions/${id}`,
      status: 422,
      contentType: 'application/problem+json',
      body: JSON.stringify({ title: 'Unprocessable Content', status: 422, errors: [{ field: 'columns.1.header', message: 'Already a title of another column' }] }),
      times: 1,
    });
    await save();
    await waitFor(() => expect(field('Title of column 2')).toHaveAccessibleDescription('This value is not valid.'));
    expect(field('Title of column 2')).toHaveValue('Saldo');
    expect(field('Title of column 2')).toHaveFocus();
    expect(saved).toEqual([]);
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('on a 412 shows what the other user changed, keeps my edits, and saves them on top of the latest version', async () => {
    const id = seededDefinitionId();
    const definition = await fetchDefinition(id);
    const { user, form, field, save, saved } = await openForm(definition);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Mijn export');

    const otherFormat = definition.format === 'csv' ? 'xlsx' : 'csv';
    const theirs = await changedByAnotherUser(id, { format: otherFormat });
    await save();

    const panel = await within(form).findByRole('region', { name: 'Someone else changed this export definition' });
    const rows = within(within(panel).getByRole('table', { name: 'Fields changed by the other user' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['File format']);
    const label = { csv: 'CSV', xlsx: 'Excel' };
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([label[definition.format], label[otherFormat], 'not changed by you']);
    // My edit is still in the form; nothing of theirs was overwritten.
    expect(field('Name')).toHaveValue('Mijn export');
    expect((await fetchDefinition(id)).name).toBe(definition.name);

    await user.click(within(panel).getByRole('button', { name: 'Apply my changes to the latest version' }));
    expect(field('Name')).toHaveValue('Mijn export');
    expect(field('File format')).toHaveValue(otherFormat);
    await save();
    await waitFor(() => expect(saved.map((one) => one.name)).toEqual(['Mijn export']));
    expect(savesOf(id)[1]!.headers.get('If-Match')).toBe(theirs.etag);
    expect(await fetchDefinition(id)).toMatchObject({ name: 'Mijn export', format: otherFormat });
  });
});
