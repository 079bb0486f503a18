import { createMockServer, SEED_IDS } from '@mocks/node';
import { serveMockApi } from '@tests/utils/mock-api';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { Journey } from '@/api/generated/model';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { JourneyDelete } from './JourneyDelete';

const mock = createMockServer();
serveMockApi(mock);
const NL = SEED_IDS.administrations.nl;
const URL_OF_STRICT = `${TEST_API_ROOT}/administrations/${NL}/journeys/jrn-nl-strict`;

/** The delete button on the journey as the API answers it, in a router with the journeys list to land on. */
async function renderDelete() {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const journey = (await (await fetch(URL_OF_STRICT)).json()) as Journey;
  const root = createRootRoute({ component: Outlet });
  const record = createRoute({ getParentRoute: () => root, path: '/', component: () => <JourneyDelete administrationId={NL} journey={journey} /> });
  const list = createRoute({ getParentRoute: () => root, path: '/journeys', component: () => <h1>Journeys list</h1> });
  const router = createRouter({ routeTree: root.addChildren([record, list]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), journey };
}

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(() => mock.reset());

describe('deleting a journey', () => {
  it('names how many customers follow it, then deletes it and lands on the list', async () => {
    const { user, journey } = await renderDelete();
    await user.click(await screen.findByRole('button', { name: 'Delete journey' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete “${journey.name}”?` });
    expect(dialog).toHaveTextContent(`${journey.customerCount} customers follow this journey. Once it is deleted, they follow no journey`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete journey' }));
    expect(await screen.findByRole('heading', { name: 'Journeys list' })).toBeInTheDocument();
    expect(mock.store.db.journeys.findFirst((q) => q.where({ id: 'jrn-nl-strict' }))).toBeUndefined();
  });

  it('deletes nothing when the journey changed meanwhile, and says so', async () => {
    const { user, journey } = await renderDelete();
    Object.assign(mock.store.db.journeys.findFirst((q) => q.where({ id: 'jrn-nl-strict' }))!, { name: 'Streng (nieuw)', version: 99 });
    await user.click(await screen.findByRole('button', { name: 'Delete journey' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: `Delete “${journey.name}”?` })).getByRole('button', { name: 'Delete journey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was deleted: “Streng (nieuw)” was changed meanwhile.');
    expect(mock.store.db.journeys.findFirst((q) => q.where({ id: 'jrn-nl-strict' }))).toBeDefined();
  });
});
