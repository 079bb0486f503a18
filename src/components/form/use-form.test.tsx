import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import fr from '../../../public/locales/fr/translation.json';
import { ApiError, NetworkError } from '@/api/errors';
import { CheckboxField, DateField, NumberField, SelectField, TextAreaField, TextField } from './fields';
import { emailInputProps } from './input-props';
import { FormAlert, SubmitButton } from './form-parts';
import { useForm, type FormValues } from './use-form';

/** A business form of the kind the areas need: text, e-mail, number, choice, yes/no, date, notes. */
const customerSchema = z
  .object({
    name: z.string().trim().min(2),
    email: z.email().optional(),
    creditLimit: z.number().min(0),
    status: z.enum(['active', 'blocked']),
    reminders: z.boolean(),
    since: z.iso.date().optional(),
    notes: z.string().max(20).optional(),
  })
  .refine((value) => !(value.status === 'blocked' && value.reminders), { error: 'A blocked customer gets no reminders' });

type CustomerValues = FormValues<typeof customerSchema>;

const EMPTY: CustomerValues = {
  name: '',
  email: '',
  creditLimit: undefined,
  status: undefined,
  reminders: false,
  since: '',
  notes: '',
};

function CustomerForm({ initialValues = EMPTY, save }: { initialValues?: CustomerValues; save: (data: z.output<typeof customerSchema>) => Promise<unknown> | void }) {
  useTranslation();
  const form = useForm({ schema: customerSchema, initialValues });
  return (
    <form noValidate aria-label="Customer" onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <TextField label="Name" {...form.text('name')} />
      <TextField label="Email" {...emailInputProps} {...form.text('email')} />
      <NumberField label="Credit limit" hint="In euros" {...form.number('creditLimit')} />
      <SelectField
        label="Status"
        options={[
          { value: 'active', label: 'Active' },
          { value: 'blocked', label: 'Blocked' },
        ]}
        {...form.select('status')}
      />
      <CheckboxField label="Send reminders" {...form.checkbox('reminders')} />
      <DateField label="Customer since" {...form.date('since')} />
      <TextAreaField label="Notes" {...form.text('notes')} />
      <p data-testid="dirty">{form.isDirty ? 'changed' : 'unchanged'}</p>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
      <SubmitButton pending={form.submitting}>Save customer</SubmitButton>
    </form>
  );
}

function renderForm(props: Partial<Parameters<typeof CustomerForm>[0]> = {}) {
  const save = vi.fn<(data: z.output<typeof customerSchema>) => Promise<unknown> | void>(props.save ?? (() => Promise.resolve()));
  const user = userEvent.setup();
  render(<CustomerForm initialValues={props.initialValues} save={save} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Save customer' }));
  return { user, save, submit };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jansen B.V.');
  await user.type(screen.getByLabelText('Credit limit'), '2500.5');
  await user.selectOptions(screen.getByLabelText('Status'), 'Active');
}

function problem(status: number, errors: { field: string; message: string }[]) {
  return new ApiError(status, 'updateCustomer', { title: 'Validation failed', status, errors });
}

afterEach(async () => {
  await i18next.changeLanguage('en-US');
});

describe('useForm with the kit fields', () => {
  it('says nothing before the first submit, then marks every invalid field with the generic messages and focuses the first', async () => {
    const { user, save, submit } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

    await submit();
    expect(save).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('Credit limit')).toHaveAccessibleDescription('In euros Required');
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Send reminders')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('re-checks as the user corrects, so a fixed field clears at once', async () => {
    const { user, submit } = renderForm();
    await submit();
    const name = screen.getByLabelText('Name');
    await user.type(name, 'J');
    expect(name).toHaveAccessibleDescription('String must contain at least 2 character(s)');
    await user.type(name, 'ansen');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('hands the schema output to the save: numbers, booleans, and blank optional text left out', async () => {
    const { user, save, submit } = renderForm();
    await fillValid(user);
    await user.click(screen.getByLabelText('Send reminders'));
    await submit();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual({ name: 'Jansen B.V.', creditLimit: 2500.5, status: 'active', reminders: true });
  });

  it('is pending while the save runs: the button is disabled, keeps its name, and a second submit is ignored', async () => {
    let finish: () => void = () => undefined;
    const { user, save, submit } = renderForm({ save: () => new Promise<void>((resolve) => (finish = resolve)) });
    await fillValid(user);
    await submit();
    const button = screen.getByRole('button', { name: 'Save customer' });
    expect(button).toBeDisabled();
    await act(async () => (screen.getByRole('form', { name: 'Customer' }) as HTMLFormElement).requestSubmit());
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).toBeEnabled();
  });

  it("puts a 422 problem's field errors on the fields, focuses the first, keeps what was typed, and clears a field's error when it changes", async () => {
    const { user, submit } = renderForm({
      save: () =>
        Promise.reject(
          problem(422, [
            { field: 'creditLimit', message: 'exceeds the administration limit' },
            { field: 'name', message: 'already used' },
            { field: 'unknownField', message: 'ignored' },
          ]),
        ),
    });
    await fillValid(user);
    await submit();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('This value is not valid.'));
    expect(screen.getByLabelText('Credit limit')).toHaveAccessibleDescription('In euros This value is not valid.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Jansen B.V.');
    expect(screen.getByLabelText('Credit limit')).toHaveValue('2500.5');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByRole('alert')).toHaveTextContent('');

    await user.type(name, '!');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Credit limit')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a nested server path lands on its field, and a 400 counts like a 422', async () => {
    const { user, submit } = renderForm({ save: () => Promise.reject(problem(400, [{ field: 'notes[0]', message: 'bad' }])) });
    await fillValid(user);
    await user.type(screen.getByLabelText('Notes'), 'Call first');
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('This value is not valid.'));
  });

  it.each([
    ['a server error', new ApiError(500, 'updateCustomer'), 'Your changes could not be saved. Please try again.'],
    ['no network', new NetworkError('updateCustomer', new TypeError('Failed to fetch')), 'The server could not be reached.'],
    ['a refusal', new ApiError(403, 'updateCustomer'), 'You do not have permission to make this change.'],
    ['a 422 without field errors', problem(422, []), 'Your changes could not be saved.'],
  ])('after %s: a form-level message, and everything typed is kept', async (_, error, message) => {
    const { user, submit } = renderForm({ save: () => Promise.reject(error) });
    await fillValid(user);
    await user.type(screen.getByLabelText('Notes'), 'Call first');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByLabelText('Name')).toHaveValue('Jansen B.V.');
    expect(screen.getByLabelText('Notes')).toHaveValue('Call first');
    expect(screen.getByRole('button', { name: 'Save customer' })).toBeEnabled();
  });

  it('shows a check of the whole form in the form-level message', async () => {
    const { user, save, submit } = renderForm();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Blocked');
    await user.click(screen.getByLabelText('Send reminders'));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('A blocked customer gets no reminders');
    expect(save).not.toHaveBeenCalled();
  });

  it('starts from initial values (editing), knows when they changed, and resets to them', async () => {
    const { user } = renderForm({
      initialValues: { ...EMPTY, name: 'Jansen B.V.', creditLimit: 1000, status: 'blocked', reminders: false, since: '2024-05-01' },
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Jansen B.V.');
    expect(screen.getByLabelText('Credit limit')).toHaveValue('1000');
    expect(screen.getByLabelText('Status')).toHaveValue('blocked');
    expect(screen.getByLabelText('Customer since')).toHaveValue('2024-05-01');
    expect(screen.getByTestId('dirty')).toHaveTextContent('unchanged');
    await user.clear(screen.getByLabelText('Credit limit'));
    expect(screen.getByTestId('dirty')).toHaveTextContent('changed');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Credit limit')).toHaveValue('1000');
    expect(screen.getByTestId('dirty')).toHaveTextContent('unchanged');
  });

  it('speaks the interface language, and switches with it', async () => {
    i18next.addResourceBundle('fr', 'translation', fr);
    const { submit } = renderForm();
    await submit();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required');
    await act(async () => {
      await i18next.changeLanguage('fr');
    });
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Obligatoire');
  });
});

describe('number fields in the user\'s language', () => {
  it('take a decimal comma in Dutch, show what was typed, and hand the schema a number', async () => {
    await act(async () => {
      await i18next.changeLanguage('nl');
    });
    const { user, save, submit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Jansen B.V.');
    await user.type(screen.getByLabelText('Credit limit'), '1.250,50');
    expect(screen.getByLabelText('Credit limit')).toHaveValue('1.250,50');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ creditLimit: 1250.5 });
  });

  it('show a number with the decimal sign of the language, and refuse text that is no number at the field', async () => {
    await act(async () => {
      await i18next.changeLanguage('de');
    });
    const { user, save, submit } = renderForm({ initialValues: { ...EMPTY, name: 'Jansen B.V.', creditLimit: 2500.5, status: 'active' } });
    const limit = screen.getByLabelText('Credit limit');
    expect(limit).toHaveValue('2500,5');
    expect(limit).toHaveAttribute('inputmode', 'decimal');
    await user.clear(limit);
    await user.type(limit, '25o0');
    expect(limit).toHaveValue('25o0');
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('useForm without blankAsMissing', () => {
  const schema = z.object({ code: z.string().min(1, { error: 'Enter the code' }) });
  function CodeForm({ onValid }: { onValid: (data: { code: string }) => void }) {
    const form = useForm({ schema, initialValues: { code: '' }, blankAsMissing: false });
    return (
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField label="Code" {...form.text('code')} />
        <SubmitButton pending={false}>Verify</SubmitButton>
      </form>
    );
  }

  it("checks the empty text itself, so the schema's own message shows", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CodeForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Enter the code');
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onValid).toHaveBeenCalledWith({ code: '123' });
  });
});
