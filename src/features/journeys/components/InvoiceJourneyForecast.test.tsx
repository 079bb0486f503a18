import { createMockServer, SEED_IDS } from '@mocks/node';
import { serveMockApi } from '@tests/utils/mock-api';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { InvoiceJourneyForecast } from './InvoiceJourneyForecast';

const mock = createMockServer({ now: () => new Date('2026-11-20T09:00:00Z') });
serveMockApi(mock);
const NL = SEED_IDS.administrations.nl;

type DayItem = { invoice: { id: string }; step: { name: string } };
const api = async <T,>(path: string, init?: RequestInit) => (await (await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`, init)).json()) as T;

/** The timeline alone, in a router of its own (its done steps link to what they made). */
function renderForecast(invoiceId: string) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <InvoiceJourneyForecast administrationId={NL} invoiceId={invoiceId} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => i18n.changeLanguage('en-US'));

describe("an invoice's journey timeline", () => {
  it('links a step the day’s run took to the email it made, and says why a paused step waits', async () => {
    // The first of the next seven days on which the journeys send two emails or more; the runs up to it.
    const { days } = await api<{ days: { day: string; counts: { email: number } }[] }>('/journey-forecast');
    const index = days.findIndex((day) => day.counts.email >= 2);
    const [first, second] = (await api<{ items: DayItem[] }>(`/journey-forecast/${days[index]!.day}/invoices?kind=email`)).items;
    for (let run = 0; run <= index; run++) await fetch(`${TEST_API_ROOT}/__mock/journeys/advance?administrationId=${NL}`, { method: 'POST' });
    // The other invoice is paused by hand before its next step.
    const invoice = mock.store.db.invoices.findFirst((q) => q.where({ id: second!.invoice.id }))!;
    Object.assign(invoice, { dunningPaused: true, pausedUntil: null, pauseReason: 'Klant belt terug' });

    renderForecast(first!.invoice.id);
    const done = (await screen.findByRole('list', { name: 'Steps of the journey' })).querySelector('li:has(a)') as HTMLElement;
    expect(within(done).getByText(/^Done on /)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'See the email' })).toHaveAttribute('href', expect.stringMatching(/^\/communication\/emails\?messageId=eml-jrn-/));

    document.body.innerHTML = '';
    renderForecast(second!.invoice.id);
    const steps = await screen.findByRole('list', { name: 'Steps of the journey' });
    const next = within(steps).getAllByRole('listitem').find((item) => item.textContent?.includes('Next'))!;
    expect(next).toHaveTextContent(/Paused on .*Why: dunning is paused/);
  });

  it('links a call step the run took to the task it made', async () => {
    // A seeded step the journeys took: a call step, as the runner keeps it once it made the task.
    const db = mock.store.db;
    const callSteps = new Set(db.journeys.findMany((q) => q.where({ administrationId: NL })).flatMap((j) => j.steps.filter((step) => step.action === 'call-task').map((step) => step.id)));
    const action = db.journeyActions.findFirst((q) => q.where({ administrationId: NL, stepId: (id: string) => callSteps.has(id) }))!;
    Object.assign(action, { made: { kind: 'task', id: 'tsk-nl-journey' } });

    renderForecast(action.invoiceId);
    const steps = await screen.findByRole('list', { name: 'Steps of the journey' });
    expect(within(steps).getByRole('link', { name: 'See the call task' })).toHaveAttribute('href', '/tasks/tsk-nl-journey');
  });

  it('says so when the customer follows no journey', async () => {
    const customer = mock.store.db.customers.findFirst((q) => q.where({ administrationId: NL }))!;
    Object.assign(customer, { journey: null });
    const invoice = mock.store.db.invoices.findFirst((q) => q.where({ customerId: customer.id }))!;
    renderForecast(invoice.id);
    expect(await screen.findByText("This invoice's customer follows no journey.")).toBeInTheDocument();
  });
});
