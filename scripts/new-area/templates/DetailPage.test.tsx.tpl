import { createMockServer, injectFault, resetMockDb, SEED_IDS } from '@mocks/node';
import { screen } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

function firstOf(administrationId: string) {
  return mock.store.db.__areaId__.findFirst((q) => q.where({ administrationId }))!;
}

describe('__areaPath__/{__param__}', () => {
  it('shows the record under its name, with the way back to the list', async () => {
    const record = firstOf(NL);
    renderApp(`__areaPath__/${record.id}`, { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: record.name })).toBeInTheDocument();
    expect(screen.getByText(record.reference)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '__areaPath__');
  });

  it('shows a loading state, then the record', async () => {
    const record = firstOf(NL);
    injectFault({ method: 'GET', path: `/__kebab__/${record.id}`, delayMs: 300, times: 1 });
    renderApp(`__areaPath__/${record.id}`, { administrationId: NL });
    expect(await screen.findByRole('status', { name: 'Loading the record' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: record.name })).toBeInTheDocument();
  });

  it('says "not found" for an unknown id and for a record of another administration', async () => {
    renderApp('__areaPath__/nope', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'Record not found' })).toBeInTheDocument();

    renderApp(`__areaPath__/${firstOf(GB).id}`, { administrationId: NL });
    expect(await screen.findAllByRole('heading', { name: 'Record not found' })).not.toHaveLength(0);
  });

  it('shows the error view when the record cannot be read', async () => {
    injectFault({ method: 'GET', path: `/__kebab__/${firstOf(NL).id}`, status: 500, times: 1 });
    renderApp(`__areaPath__/${firstOf(NL).id}`, { administrationId: NL });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
