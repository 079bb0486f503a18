import { createMockServer, resetMockDb, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import type { StyleSettings } from '@/api/generated/model';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { MAX_LOGO_BYTES } from '@/lib/administration-setup/model/logo';
import { StylePage } from './StylePage';

const mock = createMockServer();
const GB = SEED_IDS.administrations.gb;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  mock.server.resetHandlers();
  localStorage.clear();
  await resetMockDb();
});
afterAll(() => mock.server.close());

function png(name: string, size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}

/** Harbour Freight as an administration that has not uploaded a logo yet (its seed has one, for its letters). */
async function withoutLogo() {
  const { db } = mock.store;
  const style = db.setupDocuments.findFirst((q) => q.where({ id: `${GB}:style` }))!;
  await db.setupDocuments.update(style, { data: (draft) => void (draft.body = JSON.stringify({ ...(JSON.parse(style.body) as object), logo: null })) });
}

async function openPage() {
  await withoutLogo();
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, GB);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <StylePage administrationId={GB} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  const input = await screen.findByLabelText('Upload a logo');
  return { user, input };
}

describe('the style page', () => {
  it('refuses a logo over 1 MB and an SVG at the field, without sending, then uploads a PNG', async () => {
    let sent = 0;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/style/logo')) sent += 1;
    });
    const { user, input } = await openPage();
    expect(screen.getByText(/No logo yet/)).toBeInTheDocument();

    await user.upload(input, png('huge.png', MAX_LOGO_BYTES + 1));
    expect(await screen.findByText('This file is larger than 1 MB. Choose a smaller image.')).toHaveAttribute('role', 'alert');
    expect(input).toHaveAccessibleDescription(/PNG or JPEG, at most 1 MB.*larger than 1 MB/);

    await user.upload(input, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(/SVG files are not accepted because they can contain scripts/)).toHaveAttribute('role', 'alert');
    expect(sent).toBe(0);

    await user.upload(input, png('harbour.png', 2048));
    expect(await screen.findByText('The logo is saved.')).toBeInTheDocument();
    expect(screen.queryByText(/because they can contain scripts/)).not.toBeInTheDocument();
    expect(screen.getByText('harbour.png, 2 KB')).toBeInTheDocument();
    expect(sent).toBe(1);
    const saved = (await (await fetch(`${TEST_API_ROOT}/administrations/${GB}/settings/style`)).json()) as StyleSettings;
    expect(saved.logo?.fileName).toBe('harbour.png');
  });

  it('refuses a colour white text is unreadable on at the field, and saves a dark one against its version', async () => {
    const { user } = await openPage();
    const form = screen.getByRole('form', { name: 'Brand colour' });
    const colour = within(form).getByRole('textbox', { name: /Brand colour/ });
    await user.clear(colour);
    await user.type(colour, '#fde68a');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(/White text on this colour is not readable enough/)).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#7c2d12');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    const saved = (await (await fetch(`${TEST_API_ROOT}/administrations/${GB}/settings/style`)).json()) as StyleSettings;
    expect(saved).toMatchObject({ brandColour: '#7c2d12', etag: '"v2"' });
  });
});
