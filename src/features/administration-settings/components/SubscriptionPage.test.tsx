import { createMockServer, resetMockDb, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import type { Subscription } from '@/api/generated/model';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { UpgradePage } from './SubscriptionPage';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  mock.server.resetHandlers();
  localStorage.clear();
  await resetMockDb();
});
afterAll(() => mock.server.close());

describe('the upgrade flow', () => {
  it('refuses a plan the usage does not fit before asking, and upgrades after a confirmation that says what is charged', async () => {
    setRuntimeConfig(TEST_CONFIG);
    localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <UpgradePage administrationId={NL} /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const starter = await screen.findByRole('button', { name: 'Choose Starter' });
    expect(starter).toBeDisabled();
    expect(starter).toHaveAccessibleDescription('Too small for what you use: Users.');
    expect(screen.getByText('Current plan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose Enterprise' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move to Enterprise?' });
    expect(dialog).toHaveTextContent(/You are charged €\s?\d+\.\d{2} now/);
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText(/^You are on Enterprise now\. Charged: €/)).toBeInTheDocument();
    const saved = (await (await fetch(`${TEST_API_ROOT}/administrations/${NL}/settings/subscription`)).json()) as Subscription;
    expect(saved.plan).toBe('enterprise');
  });
});
