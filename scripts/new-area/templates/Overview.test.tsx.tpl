import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

serveMockApi(mock);

function firstOf(administrationId: string) {
  return mock.store.db.__areaId__.findFirst((q) => q.where({ administrationId }))!;
}

/** The record page's title (the record frame's, with the record's name). */
const recordTitle = (name: string) => `__recordHeading__`;

describe('__areaPath__/{__param__}', () => {
  it('shows the record under its name, in the area’s breadcrumb', async () => {
    const record = firstOf(NL);
    renderApp(`__areaPath__/${record.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record.name) })).toBeInTheDocument();
    expect(screen.getByText(record.reference)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: '__title__' })).toHaveAttribute('href', '__areaPath__');
  });

  it.each([
    ['an unknown id', () => 'nope'],
    ['a record of another administration', () => firstOf(GB).id],
  ])('says "not found" for %s', async (_, idOf) => {
    renderApp(`__areaPath__/${idOf()}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
  });

  it('offers to try again when the record cannot be read', async () => {
    const record = firstOf(NL);
    injectFault({ method: 'GET', path: `/__kebab__/${record.id}`, status: 500, times: 1 });
    const { user } = renderApp(`__areaPath__/${record.id}`, { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle(record.name) })).toBeInTheDocument();
  });

  it('saves a change of the record with the version it was read in', async () => {
    const record = firstOf(NL);
    const { user } = renderApp(`__areaPath__/${record.id}`, { administrationId: NL });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed by the scaffold test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle('Renamed by the scaffold test') })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(firstOf(NL).name).toBe('Renamed by the scaffold test');
  });

  it('keeps the user’s edits when someone else saved first, and saves them over theirs on a second try', async () => {
    const record = firstOf(NL);
    const { user } = renderApp(`__areaPath__/${record.id}`, { administrationId: NL });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // Another user saves the record the page has loaded.
    const url = `${TEST_API_ROOT}/administrations/${NL}/__kebab__/${record.id}`;
    const etag = (await fetch(url)).headers.get('ETag') ?? '';
    const theirs = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'If-Match': etag }, body: JSON.stringify({ name: 'Their name' }) });
    expect(theirs.status).toBe(200);

    await user.clear(name);
    await user.type(name, 'My name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/it is now called “Their name”/)).toHaveAttribute('role', 'alert');
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle('Their name') })).toBeInTheDocument();
    expect(name).toHaveValue('My name');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(firstOf(NL).name).toBe('My name');
  });
__TABS_TEST__});
