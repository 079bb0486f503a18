import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomFieldsGate } from './CustomFieldsGate';

const words = { loading: 'Loading the form…', failed: 'The form could not be loaded.', retry: 'Try again', cancel: 'Cancel' };
const query = (state: Partial<{ isPending: boolean; isError: boolean; data: { items: string[] } }>) => ({ isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...state });

describe('CustomFieldsGate', () => {
  it('says the form is loading until the definitions are in', () => {
    render(<CustomFieldsGate definitions={query({ isPending: true })} words={words} onCancel={vi.fn()}>{() => <form aria-label="Edit" />}</CustomFieldsGate>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('on a failure offers to try again or to leave', async () => {
    const failed = query({ isError: true });
    const onCancel = vi.fn();
    render(<CustomFieldsGate definitions={failed} words={words} onCancel={onCancel}>{() => <form aria-label="Edit" />}</CustomFieldsGate>);
    expect(screen.getByRole('alert')).toHaveTextContent('The form could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('opens the form with the definitions', () => {
    render(<CustomFieldsGate definitions={query({ data: { items: ['vat-number'] } })} words={words} onCancel={vi.fn()}>{(items) => <form aria-label={`Edit ${items.join()}`} />}</CustomFieldsGate>);
    expect(screen.getByRole('form', { name: 'Edit vat-number' })).toBeInTheDocument();
  });
});
