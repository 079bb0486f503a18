import { createMockServer, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { DepartmentsPage } from './DepartmentsPage';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

function Page() {
  const [search, setSearch] = useState<Parameters<typeof DepartmentsPage>[0]['search']>({});
  return <DepartmentsPage administrationId={NL} search={search} onSearchChange={setSearch} />;
}

describe('the departments list', () => {
  it('totals the departments and their members over every match, under the table', async () => {
    setRuntimeConfig(TEST_CONFIG);
    localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
    const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Departments' });
    await waitFor(() => expect(within(grid).getAllByRole('link').map((link) => link.textContent)).toEqual(['Credit control NL', 'Verkoop binnendienst']));
    const totals = screen.getByRole('region', { name: 'Totals of all 2 matching rows' });
    expect(within(totals).getByRole('term')).toHaveTextContent('Members');
    expect(within(totals).getByRole('definition')).toHaveTextContent('3');

    await user.type(screen.getByRole('searchbox'), 'verkoop');
    expect(await screen.findByRole('region', { name: 'Total of the matching row' })).toHaveTextContent(/Members\s*1$/);
  });
});
