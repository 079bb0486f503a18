import { createMockServer, SEED_IDS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;

serveMockApi(mock);

const journey = () => mock.store.db.journeys.findFirst((q) => q.where({ id: 'jrn-nl-standard' }))!;

describe('/journeys/{journeyId}', () => {
  it('moves a step up by keyboard, keeping the days in place, and saves the order with the version it was read in', async () => {
    const before = journey();
    const [, second, third] = before.steps;
    const { user } = renderApp('/journeys/jrn-nl-standard', { administrationId: NL });
    const up = await screen.findByRole('button', { name: `Move “${third!.name}” up` });
    up.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(`“${third!.name}” is now step 2, ${second!.offsetDays} days after the due date.`);
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(journey().steps.slice(1, 3).map((s) => [s.id, s.offsetDays])).toEqual([[third!.id, second!.offsetDays], [second!.id, third!.offsetDays]]);
  });

  it('shows a refused template on its step, and keeps the edits when someone else saved first', async () => {
    const { user } = renderApp('/journeys/jrn-nl-standard', { administrationId: NL });
    await user.click(await screen.findByRole('button', { name: 'Add a step' }));
    const fieldsets = screen.getAllByRole('group');
    const added = fieldsets.at(-1)!;
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    await waitFor(() => expect(within(added).getByRole('combobox', { name: 'Template' })).toHaveAttribute('aria-invalid', 'true'));
    expect(within(added).getByText('Choose a template of this administration that covers this channel.')).toBeInTheDocument();

    const url = `${TEST_API_ROOT}/administrations/${NL}/journeys/jrn-nl-standard`;
    const read = await fetch(url);
    const current = (await read.json()) as { name: string; steps: { id: string; name: string; offsetDays: number; action: string; template: { id: string } | null }[] };
    const body = { name: 'Their name', steps: current.steps.map(({ template, ...s }) => ({ ...s, templateId: template?.id ?? null })) };
    expect((await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'If-Match': read.headers.get('ETag') ?? '' }, body: JSON.stringify(body) })).status).toBe(200);
    await user.click(within(added).getByRole('button', { name: /^Remove/ }));
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    expect(await screen.findByText(/^Someone else changed this journey/)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Save journey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(journey().name).toBe('Standaard herinneringen');
  });
});
