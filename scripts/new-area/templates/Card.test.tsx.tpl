import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

describe('the dashboard’s __kebab__ card', () => {
  it('counts the administration’s records and leads to their list', async () => {
    const total = mock.store.db.__areaId__.findMany((q) => q.where({ administrationId: NL })).length;
    const { user } = renderApp('/dashboard', { administrationId: NL });
    const card = await screen.findByRole('region', { name: '__title__' });
    expect(await within(card).findByText(`${total} in all`)).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: '__title__' }));
    expect(await screen.findByRole('heading', { level: 1, name: '__title__' })).toBeInTheDocument();
  });

  it('says when the count cannot be loaded', async () => {
    injectFault({ method: 'GET', path: '/administrations/*/__kebab__', status: 500, times: 1 });
    renderApp('/dashboard', { administrationId: NL });
    const card = await screen.findByRole('region', { name: '__title__' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('The count could not be loaded.');
  });
});
