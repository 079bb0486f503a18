import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField, PasswordField, SelectField, TextField } from './fields';
import { emailInputProps, oneTimeCodeInputProps } from './input-props';

describe('form fields', () => {
  it('name the control by its label, describe it by hint then errors, and mark it invalid only with errors', () => {
    const { rerender } = render(<TextField label="Customer number" hint="As on the invoice" value="" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Customer number' });
    expect(input).toHaveAccessibleDescription('As on the invoice');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Customer number" hint="As on the invoice" errors={['Required']} value="" onChange={() => undefined} />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on the invoice Required');
  });

  it('list several errors of one field', () => {
    render(<TextField label="Reference" errors={['Too short', 'Invalid input']} value="" onChange={() => undefined} />);
    const list = screen.getByRole('list');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAccessibleDescription('Too short Invalid input');
  });

  it('take the input presets', () => {
    render(
      <>
        <TextField label="Email" {...emailInputProps} />
        <TextField label="Code" {...oneTimeCodeInputProps} />
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Code')).toHaveAttribute('inputmode', 'numeric');
  });

  it('a select offers "Choose…" for no value unless told otherwise', () => {
    const options = [
      { value: 'nl', label: 'Netherlands' },
      { value: 'be', label: 'Belgium' },
    ];
    const { rerender } = render(<SelectField label="Country" options={options} value="" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Choose…', 'Netherlands', 'Belgium']);
    rerender(<SelectField label="Country" options={options} placeholder={false} value="nl" onChange={() => undefined} />);
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Netherlands', 'Belgium']);
  });

  it('a checkbox is named by its label, which toggles it', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Send reminders" hint="By e-mail" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send reminders' });
    expect(box).toHaveAccessibleDescription('By e-mail');
    await userEvent.click(screen.getByText('Send reminders'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a password field shows and hides its text with a pressed toggle of fixed name', async () => {
    render(<PasswordField label="Password" toggleLabel="Show password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Show password');
  });
});
