import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';
import type { ContentSettings } from '@/api/generated/model';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { ContentSettingsPage } from './ContentSettingsPage';

const mock = createMockServer();
const GB = SEED_IDS.administrations.gb;
const URL = `${TEST_API_ROOT}/administrations/${GB}/settings/content`;

serveMockApi(mock);

async function stored(): Promise<ContentSettings> {
  return (await (await fetch(URL)).json()) as ContentSettings;
}

/** The page at `/`, and a page elsewhere to try leaving for. */
async function openPage() {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, GB);
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => <ContentSettingsPage administrationId={GB} /> });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '/elsewhere', component: () => <p>Elsewhere</p> });
  const router = createRouter({ routeTree: root.addChildren([page, elsewhere]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Content settings' });
  const footer = within(form).getByRole('textbox', { name: 'Letter footer' });
  return { user, router, form, footer, save: () => user.click(within(form).getByRole('button', { name: 'Save settings' })) };
}

describe('the content settings page', () => {
  it('says when it cannot load, and loads on Try again', async () => {
    injectFault({ method: 'GET', path: '/settings/content', status: 500, times: 1 });
    setRuntimeConfig(TEST_CONFIG);
    const user = userEvent.setup();
    const router = createRouter({ routeTree: createRootRoute({ component: () => <ContentSettingsPage administrationId={GB} /> }), history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const panel = await screen.findByRole('region', { name: 'Content settings' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The content settings could not be loaded.');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('form', { name: 'Content settings' })).toBeInTheDocument();
  });

  it('asks before leaving unsaved changes, keeps the input after a failed save, and saves with its version', async () => {
    const { user, router, form, footer, save } = await openPage();
    const before = await stored();
    expect(footer).toHaveValue(before.letterFooter);
    await user.clear(footer);
    await user.type(footer, 'Harbour Supplies Ltd, registered in England');

    // A blocked navigation settles only once answered: wait for the question instead.
    void router.navigate({ to: '/elsewhere' } as never);
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(footer).toHaveValue('Harbour Supplies Ltd, registered in England');

    injectFault({ method: 'PUT', path: '/settings/content', status: 500, times: 1 });
    await save();
    await waitFor(() => expect(within(form).getAllByRole('alert').some((alert) => alert.textContent !== '')).toBe(true));
    expect(footer).toHaveValue('Harbour Supplies Ltd, registered in England');
    expect((await stored()).letterFooter).toBe(before.letterFooter);

    await save();
    // The form starts again from the saved version.
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(await stored()).toMatchObject({ letterFooter: 'Harbour Supplies Ltd, registered in England', etag: '"v2"' });

    // Saved: leaving asks nothing.
    await router.navigate({ to: '/elsewhere' } as never);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('on a 412 shows the version saved meanwhile beside my edit, and applies mine on top of it', async () => {
    const { user, form, footer, save } = await openPage();
    const before = await stored();
    const theirs = await fetch(URL, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': before.etag },
      body: JSON.stringify({ defaultLanguage: before.defaultLanguage, tone: 'informal', letterFooter: 'Their footer', emailSignature: before.emailSignature, legalText: before.legalText }),
    });
    expect(theirs.status).toBe(200);

    await user.clear(footer);
    await user.type(footer, 'My footer');
    await save();
    await screen.findByRole('heading', { name: 'Someone else changed these settings' });
    const changes = within(form).getByRole('table', { name: 'Fields changed by the other user' });
    expect(within(changes).getByRole('row', { name: /^Letter footer/ })).toHaveTextContent(/Their footer.*My footer/);
    expect(footer).toHaveValue('My footer');

    await user.click(within(form).getByRole('button', { name: 'Apply my changes to the latest version' }));
    // Their change of a field I left alone is taken along.
    expect(within(form).getByRole('combobox', { name: 'Tone' })).toHaveValue('informal');
    await save();
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(await stored()).toMatchObject({ letterFooter: 'My footer', tone: 'informal' });
  });
});
