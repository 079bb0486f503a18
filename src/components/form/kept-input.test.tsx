import { onlineManager, QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from '@/api/errors';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/administrations/administrations';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { draftStorageKey, readKeptInput, writeKeptInput } from '@/lib/kept-drafts';
import { NumberField, TextField } from './fields';
import { FormAlert, FormNotices, SubmitButton } from './form-parts';
import { NOT_SAVED, useForm } from './use-form';

const NL = 'adm-nl-001';
const schema = z.object({ name: z.string().min(1), email: z.email().optional(), paymentTermDays: z.number().int().min(0) });
const RECORD = { name: 'Bakkerij Jansen', email: 'info@jansen.example', paymentTermDays: 30 };
const KEEP = ['customer', NL, 'cus-1'];
const annasKey = draftStorageKey('usr-anna', 'form', ...KEEP);

type Outcome = 'saved' | 'not saved' | 'failed';

function CustomerForm({ record = RECORD, keep = KEEP, outcome = 'saved', onCancel }: { record?: typeof RECORD; keep?: string[]; outcome?: Outcome; onCancel?: () => void }) {
  const form = useForm({ schema, initialValues: record, keep });
  const save = useMutation({
    mutationFn: async (data: z.output<typeof schema>) => {
      if (outcome === 'failed') throw new ApiError(500, 'updateCustomer');
      return data;
    },
  });
  return (
    <form
      noValidate
      aria-label="Customer"
      onSubmit={form.handleSubmit(async (data) => {
        await save.mutateAsync(data);
        return outcome === 'not saved' ? NOT_SAVED : undefined;
      })}
    >
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <TextField label="Name" {...form.text('name')} />
      <TextField label="E-mail" {...form.text('email')} />
      <NumberField label="Payment term" {...form.number('paymentTermDays')} />
      <SubmitButton pending={form.submitting}>Save</SubmitButton>
      <button
        type="button"
        onClick={() => {
          form.kept.forget();
          onCancel?.();
        }}
      >
        Cancel
      </button>
    </form>
  );
}

/** The app as the form sees it: the active administration and the signed-in user's profile there. */
function signedIn(userId: string | null) {
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  if (userId) queryClient.setQueryData(getGetProfileQueryKey(NL), { id: userId, name: userId, email: 'x@example.com', hasAvatar: false, administrationId: NL, permissions: [] });
  return queryClient;
}

function renderForm(userId: string | null, props: Parameters<typeof CustomerForm>[0] = {}) {
  const queryClient = signedIn(userId);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <CustomerForm {...props} />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

const offer = () => screen.queryByRole('region', { name: 'Unsaved changes' });

afterEach(() => {
  localStorage.clear();
  onlineManager.setOnline(true);
});

describe('kept input (the form kit)', () => {
  it('keeps what the user changed, for that user and record, as they type', async () => {
    const { user } = renderForm('usr-anna');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Bakkerij Jansen & Zn');
    await user.clear(screen.getByLabelText('E-mail'));
    expect(readKeptInput(annasKey)?.values).toEqual({ name: 'Bakkerij Jansen & Zn', email: '' });
    // Typed back to the record's values: nothing is left to keep.
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), RECORD.name);
    await user.type(screen.getByLabelText('E-mail'), RECORD.email);
    expect(readKeptInput(annasKey)).toBeNull();
  });

  it('offers it back when the form opens again for the same user and record, and never applies it unasked', async () => {
    writeKeptInput(annasKey, { name: 'Bakkerij Jansen & Zn', email: undefined }, new Date('2026-11-26T10:15:00Z'));
    const { user } = renderForm('usr-anna');
    const region = offer();
    expect(region).toBeInTheDocument();
    expect(region).toHaveTextContent(/^Restore your unsaved changes from .*2026.*\?/);
    expect(screen.getByLabelText('Name')).toHaveValue(RECORD.name);
    expect(screen.getByLabelText('E-mail')).toHaveValue(RECORD.email);

    await user.click(within(region!).getByRole('button', { name: 'Restore' }));
    expect(offer()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bakkerij Jansen & Zn');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Payment term')).toHaveValue('30');
    expect(readKeptInput(annasKey)?.values).toEqual({ name: 'Bakkerij Jansen & Zn', email: undefined });
  });

  it('discarding the offer drops the kept input and leaves the record as it is', async () => {
    writeKeptInput(annasKey, { name: 'Bakkerij Jansen & Zn' });
    const { user } = renderForm('usr-anna');
    await user.click(within(offer()!).getByRole('button', { name: 'Discard' }));
    expect(offer()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue(RECORD.name);
    expect(readKeptInput(annasKey)).toBeNull();
  });

  it('restores onto the record as it is now: only the fields the user changed', async () => {
    writeKeptInput(annasKey, { name: 'Bakkerij Jansen & Zn' });
    const { user } = renderForm('usr-anna', { record: { ...RECORD, paymentTermDays: 14 } });
    await user.click(within(offer()!).getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Bakkerij Jansen & Zn');
    expect(screen.getByLabelText('Payment term')).toHaveValue('14');
  });

  it('offers nothing when what was kept is what the record holds now (it was saved meanwhile)', () => {
    writeKeptInput(annasKey, { name: RECORD.name });
    renderForm('usr-anna');
    expect(offer()).not.toBeInTheDocument();
    expect(readKeptInput(annasKey)).toBeNull();
  });

  it('another user on the same browser never sees it', async () => {
    writeKeptInput(annasKey, { name: 'Bakkerij Jansen & Zn' });
    const { user } = renderForm('usr-sanne');
    expect(offer()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue(RECORD.name);
    await user.type(screen.getByLabelText('Name'), '!');
    expect(readKeptInput(draftStorageKey('usr-sanne', 'form', ...KEEP))?.values).toEqual({ name: `${RECORD.name}!` });
    expect(readKeptInput(annasKey)?.values).toEqual({ name: 'Bakkerij Jansen & Zn' });
  });

  it('keeps nothing while nobody is known to be signed in', async () => {
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Name'), '!');
    expect(localStorage.length).toBe(1); // the active administration only
  });

  it('a form of another record neither offers nor touches it', async () => {
    writeKeptInput(annasKey, { name: 'Bakkerij Jansen & Zn' });
    const { user } = renderForm('usr-anna', { keep: ['customer', NL, 'cus-2'] });
    expect(offer()).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '!');
    expect(readKeptInput(annasKey)?.values).toEqual({ name: 'Bakkerij Jansen & Zn' });
  });

  it('is dropped once saved', async () => {
    const { user } = renderForm('usr-anna');
    await user.type(screen.getByLabelText('Name'), '!');
    expect(readKeptInput(annasKey)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(readKeptInput(annasKey)).toBeNull());
    // Still on screen after the save, and unchanged since: nothing to keep.
    expect(screen.getByLabelText('Name')).toHaveValue(`${RECORD.name}!`);
    expect(readKeptInput(annasKey)).toBeNull();
    await user.type(screen.getByLabelText('Name'), '?');
    expect(readKeptInput(annasKey)?.values).toEqual({ name: `${RECORD.name}!?` });
  });

  it('stays kept when the save did not save (a version conflict to resolve) or failed', async () => {
    for (const outcome of ['not saved', 'failed'] as const) {
      const { user, unmount } = renderForm('usr-anna', { outcome });
      await user.type(screen.getByLabelText('Name'), '!');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
      expect(readKeptInput(annasKey)?.values).toEqual({ name: `${RECORD.name}!` });
      unmount();
      localStorage.clear();
    }
  });

  it('is dropped when the user cancels the form', async () => {
    const { user } = renderForm('usr-anna');
    await user.type(screen.getByLabelText('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(readKeptInput(annasKey)).toBeNull();
  });
});

describe('offline (the form kit)', () => {
  it('says the app is offline; a save waits, kept, and is sent when the connection returns', async () => {
    const { user } = renderForm('usr-anna');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. What you save is sent when the connection returns.');

    await user.type(screen.getByLabelText('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Your changes are kept in this browser and will be saved when the connection returns.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Closing the tab now loses nothing: the input is kept until the save lands.
    expect(readKeptInput(annasKey)?.values).toEqual({ name: `${RECORD.name}!` });

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(readKeptInput(annasKey)).toBeNull());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
