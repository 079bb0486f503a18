import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from './Button';
import { ConfirmDialog, type ConfirmDialogProps, Dialog } from './Dialog';
import { LazyConfirmDialog } from './LazyDialog';

function EditDialog() {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit contact</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit contact"
        description="Changes apply to new letters only."
        initialFocus={nameRef}
        actions={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <label>
          Phone <input />
        </label>
        <label>
          Name <input ref={nameRef} />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description, focusing the given field', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    expect(dialog).toHaveAccessibleDescription('Changes apply to new letters only.');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('closes with its close button and with Escape, focus going back to what opened it', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    const opener = screen.getByRole('button', { name: 'Edit contact' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Edit contact' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function DeleteCustomer({ onConfirm, Impl = ConfirmDialog }: { onConfirm: () => Promise<unknown> | void; Impl?: (props: ConfirmDialogProps) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete customer
      </Button>
      <Impl
        open={open}
        onClose={() => setOpen(false)}
        title="Delete Jansen B.V.?"
        description="Its invoices and tasks are deleted too. This cannot be undone."
        confirmLabel="Delete customer"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog with focus on Cancel; Cancel runs nothing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteCustomer onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete customer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jansen B.V.?' });
    expect(dialog).toHaveAccessibleDescription('Its invoices and tasks are deleted too. This cannot be undone.');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action, waits for it with the buttons disabled, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DeleteCustomer onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete customer' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = screen.getAllByRole('button', { name: 'Delete customer' }).find((button) => dialog.contains(button))!;
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open and says so when the action fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onConfirm = vi.fn(() => Promise.reject(new Error('409')));
    render(<DeleteCustomer onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete customer' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(screen.getAllByRole('button', { name: 'Delete customer' }).find((button) => dialog.contains(button))!);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That did not work. Please try again.'));
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('the lazy variant renders nothing until first opened, then loads and behaves the same', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteCustomer onConfirm={onConfirm} Impl={LazyConfirmDialog} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete customer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jansen B.V.?' });
    await user.click(screen.getAllByRole('button', { name: 'Delete customer' }).find((button) => dialog.contains(button))!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
