import { createMockServer, resetMockDb, SEED_IDS } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { cleanupLayouts, renderLayout } from './layout-test-harness';

/** Holds the Headless UI chunk back until the test lets it load. */
const chunk = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
});
vi.mock('./headless-controls', async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanupLayouts();
  localStorage.clear();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

describe('top bar controls before their chunk has loaded', () => {
  it('show the same names and faces, and a click meanwhile opens the control once it has loaded', async () => {
    const { user } = renderLayout('/dashboard', { administrationId: SEED_IDS.administrations.nl });
    const administration = await screen.findByRole('button', { name: 'Administration' });
    await waitFor(() => expect(administration).toHaveTextContent('Van Dijk'));
    expect(screen.getByRole('button', { name: 'Language' })).toHaveTextContent('English (United States)');
    const userButton = await screen.findByRole('button', { name: /^User menu/ });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(userButton);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    chunk.release();

    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^User menu/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
