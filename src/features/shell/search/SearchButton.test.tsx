import { createMockServer, resetMockDb, SEED_IDS } from '@mocks/node';
import { screen, within } from '@testing-library/react';
import { cleanupLayouts, renderLayout } from '../layout/layout-test-harness';

/** Holds the frame's deferred chunk (the search's behaviour with it) back until the test lets it load. */
const chunk = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
});
vi.mock('../layout/headless-controls', async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanupLayouts();
  localStorage.clear();
  await resetMockDb();
});
afterAll(() => mock.server.close());

it('the search button is there before its behaviour has loaded; a click meanwhile opens the palette once it has', async () => {
  const { user } = renderLayout('/dashboard', { administrationId: SEED_IDS.administrations.nl });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard page' });
  const placeholder = screen.getByRole('button', { name: 'Search (Ctrl K)' });
  expect(placeholder).not.toHaveAttribute('aria-keyshortcuts');
  await user.click(placeholder);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  chunk.release();
  const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
  expect(within(dialog).getByRole('combobox', { name: 'Search customers, invoices and pages' })).toBeInTheDocument();
});
