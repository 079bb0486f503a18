import { createMockServer, resetMockDb, SEED_IDS } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import { getGetProfileQueryKey } from './generated/endpoints/administrations/administrations';
import { getListTemplatePlaceholdersQueryKey } from './generated/endpoints/placeholders/placeholders';
import { getGetTemplateQueryKey, getListTemplatesQueryKey } from './generated/endpoints/templates/templates';
import { ACTIVE_ADMINISTRATION_KEY, setActiveAdministrationId } from '@/lib/administration';
import { switchAdministration } from './administration-switch';
import { setRuntimeConfig } from '@/lib/config';
import { getGeneratedPreview, setGeneratedPreview } from '@/lib/generated-preview';
import { usePermissions } from './permissions';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.clear();
  setActiveAdministrationId(NL);
});
afterEach(async () => {
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

function renderPermissions() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => usePermissions(), { wrapper }) };
}

describe('switchAdministration', () => {
  it('stores the id, resets permissions to the default until the new ones are fetched', async () => {
    const { queryClient, result } = renderPermissions();
    await waitFor(() => expect(result.current.fetched).toBe(true));
    expect(result.current.permissions).toContain('Manage_Configuration');

    // The new administration's profile is held until the default permissions have been seen.
    let releaseProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    mock.server.use(http.get(`*/administrations/${GB}/profile`, () => profileHeld));
    await act(() => switchAdministration(queryClient, GB));
    expect(localStorage.getItem(ACTIVE_ADMINISTRATION_KEY)).toBe(GB);
    expect(result.current).toMatchObject({ administrationId: GB, fetched: false, permissions: ['Manage_Home'] });

    // usr-anna lacks Manage_Configuration in the GB administration.
    releaseProfile();
    await waitFor(() => expect(result.current.fetched).toBe(true));
    expect(result.current.permissions[0]).toBe('Manage_Home');
    expect(result.current.permissions).toContain('Manage_Invoices');
    expect(result.current.permissions).not.toContain('Manage_Configuration');
  });

  it('keeps permissions that already belong to the administration switched to', async () => {
    const { queryClient, result } = renderPermissions();
    await waitFor(() => expect(result.current.fetched).toBe(true));
    await act(() => switchAdministration(queryClient, GB));
    await waitFor(() => expect(result.current.fetched).toBe(true));

    await act(() => switchAdministration(queryClient, NL));
    expect(result.current).toMatchObject({ administrationId: NL, fetched: true });
    expect(result.current.permissions).toContain('Manage_Configuration');
  });

  it('clears generated preview content and marks every query of the old administration stale', async () => {
    const queryClient = createTestQueryClient();
    setGeneratedPreview({ generatedHtml: '<p>Dear Van Dijk</p>', generatedHtmlId: 'gen-1' });
    queryClient.setQueryData(getListTemplatesQueryKey(NL), { items: [] });
    queryClient.setQueryData(getGetProfileQueryKey(NL), { permissions: [] });
    queryClient.setQueryData(getGetTemplateQueryKey(NL, 'tpl-1'), {});
    queryClient.setQueryData(getListTemplatePlaceholdersQueryKey({ administrationId: NL }), { items: [] });
    queryClient.setQueryData(getListTemplatesQueryKey(GB), { items: [] });
    queryClient.setQueryData(['/administrations'], { items: [] });
    queryClient.setQueryData(getListTemplatePlaceholdersQueryKey(), { items: [] });

    await switchAdministration(queryClient, GB);

    expect(getGeneratedPreview()).toEqual({ generatedHtml: null, generatedHtmlId: null, updatedHTML: null });
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(getListTemplatesQueryKey(NL))).toBe(true);
    expect(invalidated(getGetProfileQueryKey(NL))).toBe(true);
    expect(invalidated(getGetTemplateQueryKey(NL, 'tpl-1'))).toBe(true);
    expect(invalidated(getListTemplatePlaceholdersQueryKey({ administrationId: NL }))).toBe(true);
    // Another administration's answers, and those every administration shares, stay fresh.
    expect(invalidated(getListTemplatesQueryKey(GB))).toBe(false);
    expect(invalidated(['/administrations'])).toBe(false);
    expect(invalidated(getListTemplatePlaceholdersQueryKey())).toBe(false);
  });

  it('switching to the active administration changes nothing', async () => {
    const queryClient = createTestQueryClient();
    setGeneratedPreview({ generatedHtml: '<p>kept</p>' });
    queryClient.setQueryData(getListTemplatesQueryKey(NL), { items: [] });
    await switchAdministration(queryClient, NL);
    expect(getGeneratedPreview().generatedHtml).toBe('<p>kept</p>');
    expect(queryClient.getQueryState(getListTemplatesQueryKey(NL))?.isInvalidated).toBe(false);
  });
});
