import { createMockServer, injectFault, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

// The journeys run against the seed's reference day: the next seven days are the seed's.
const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

function rows(grid: HTMLElement): string[][] {
  return within(grid)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('gridcell').map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 0);
}

describe('/journeys', () => {
  it('lists the journeys with their steps and customers, and drills the next seven days down to the invoices', async () => {
    const { user } = renderApp('/journeys', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Journeys' });
    await waitFor(() => expect(rows(grid)).toHaveLength(3));
    expect(rows(grid).map((cells) => cells[0])).toEqual(['Standaard herinneringen', 'Strikt (nieuwe klanten)', 'Vriendelijk (vaste klanten)']);
    expect(rows(grid)[0]?.[1]).toMatch(/^6 steps: Eerste herinnering \(e-mail\) → /);

    const table = await screen.findByRole('table', { name: /Per day, what the journeys will make/ });
    const first = within(table).getAllByRole('button')[0]!;
    const count = Number(first.textContent);
    await user.click(first);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(count + 1));
    expect(within(dialog).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/invoices\/inv-nl-/));
  });

  it('shows the forecast failure with a way to try again, and the list beside it', async () => {
    injectFault({ method: 'GET', path: '/administrations/*/journey-forecast', status: 500, times: 1 });
    const { user } = renderApp('/journeys', { administrationId: NL });
    expect(await screen.findByText('The forecast could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /Per day/ })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Journeys' })).toBeInTheDocument();
  });

  it('assigns a journey to the customers selected in the customers list', async () => {
    const { user } = renderApp('/customers', { administrationId: NL });
    const grid = await screen.findByRole('grid', { name: 'Customers' });
    await waitFor(() => expect(rows(grid).length).toBeGreaterThan(2));
    const boxes = within(grid).getAllByRole('checkbox');
    await user.click(boxes[1]!);
    await user.click(boxes[2]!);
    await user.click(await screen.findByRole('button', { name: 'Assign a journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a journey' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Journey' }), 'Strikt (nieuwe klanten)');
    await user.click(within(dialog).getByRole('button', { name: 'Assign a journey' }));
    expect(await screen.findByText('Assign a journey: 2 of 2 done.')).toBeInTheDocument();
    const strict = mock.store.db.customers.findMany((q) => q.where({ administrationId: NL })).filter((c) => c.journey?.id === 'jrn-nl-strict');
    expect(strict.length).toBeGreaterThanOrEqual(2);
  });
});
