import { createMockServer, SEED_IDS } from '@mocks/node';
import { serveMockApi } from '@tests/utils/mock-api';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { Journey } from '@/api/generated/model';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { JourneyEditor } from './JourneyEditor';

const mock = createMockServer();
serveMockApi(mock);
const NL = SEED_IDS.administrations.nl;
const URL_OF_STANDARD = `${TEST_API_ROOT}/administrations/${NL}/journeys/jrn-nl-standard`;

const stored = () => mock.store.db.journeys.findFirst((q) => q.where({ id: 'jrn-nl-standard' }))!;

/** The editor alone, on the journey as the API answers it (as Anna, who may change it). */
async function renderEditor() {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const journey = (await (await fetch(URL_OF_STANDARD)).json()) as Journey;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <JourneyEditor administrationId={NL} journey={journey} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(() => i18n.changeLanguage('en-US'));

describe('the journey editor', () => {
  it('moves a step up by keyboard, keeping the days in place, and saves the order with the version it was read in', async () => {
    const [, second, third] = stored().steps;
    const user = await renderEditor();
    const up = await screen.findByRole('button', { name: `Move “${third!.name}” up` });
    up.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(`“${third!.name}” is now step 2, ${second!.offsetDays} days after the due date.`);
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(stored().steps.slice(1, 3).map((s) => [s.id, s.offsetDays])).toEqual([[third!.id, second!.offsetDays], [second!.id, third!.offsetDays]]);
  });

  it('shows a refused template on its step, and keeps the edits when someone else saved first', async () => {
    const user = await renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add a step' }));
    const added = screen.getAllByRole('group').at(-1)!;
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    await waitFor(() => expect(within(added).getByRole('combobox', { name: 'Template' })).toHaveAttribute('aria-invalid', 'true'));
    expect(within(added).getByText('Choose a template of this administration that covers this channel.')).toBeInTheDocument();

    // Someone else saves the journey the editor was opened on.
    const read = await fetch(URL_OF_STANDARD);
    const current = (await read.json()) as Journey;
    const body = { name: 'Their name', steps: current.steps.map(({ template, ...s }) => ({ ...s, templateId: template?.id ?? null })) };
    expect((await fetch(URL_OF_STANDARD, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'If-Match': read.headers.get('ETag') ?? '' }, body: JSON.stringify(body) })).status).toBe(200);
    await user.click(within(added).getByRole('button', { name: /^Remove/ }));
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    // The shared conflict panel: their name beside the user's form, which is kept; focus on its heading.
    const panel = await screen.findByRole('region', { name: 'Someone else changed this journey' });
    expect(within(panel).getByRole('rowheader', { name: 'Name' }).closest('tr')).toHaveTextContent('Their name');
    expect(within(panel).getByRole('heading', { name: 'Someone else changed this journey' })).toHaveFocus();
    // Saving before choosing is refused; applying takes their name (the user left it alone).
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    expect(await screen.findByText('Choose first whether to apply or discard your changes.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Apply my changes to the latest version' }));
    expect(screen.queryByRole('region', { name: 'Someone else changed this journey' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Their name');
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(stored().name).toBe('Their name');
  });
});
