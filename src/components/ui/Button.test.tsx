import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './Button';
import { Spinner } from './Spinner';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Add line</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while pending: disabled, a spinner, and the same accessible name', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.querySelector('.spinner')).toBeNull();

    rerender(
      <Button onClick={onClick} pending>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBe(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Save');
    expect(button.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes ref, type and ARIA attributes through', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} type="submit" aria-describedby="hint" variant="danger">
        Delete customer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete customer' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
  });
});

describe('buttonClass', () => {
  it('gives a link the look of a button, with the kit focus ring through btn', () => {
    expect(buttonClass()).toBe('btn btn-primary btn-md');
    expect(buttonClass({ variant: 'secondary', size: 'sm', fullWidth: true })).toBe('btn btn-secondary btn-sm w-full');
    expect(buttonClass({ variant: 'subtle', size: 'icon' })).toBe('btn btn-subtle btn-icon');
    expect(buttonClass({ variant: 'danger', size: 'lg' })).toBe('btn btn-danger btn-lg');
  });
});

describe('Spinner', () => {
  it('is a status named by its label; the label can be visible or for screen readers only', () => {
    const { rerender } = render(<Spinner label="Loading invoices…" />);
    const status = screen.getByRole('status', { name: 'Loading invoices…' });
    expect(status).toHaveTextContent('Loading invoices…');
    expect(screen.getByText('Loading invoices…')).toHaveClass('sr-only');
    rerender(<Spinner label="Loading invoices…" showLabel />);
    expect(screen.getByText('Loading invoices…')).not.toHaveClass('sr-only');
  });
});
