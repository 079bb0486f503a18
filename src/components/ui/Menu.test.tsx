import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from './Menu';

function ActionsMenu({ onDuplicate, onDelete }: { onDuplicate: () => void; onDelete: () => void }) {
  return (
    <Menu>
      <MenuButton aria-label="Actions for Reminder 1">⋮</MenuButton>
      <MenuItems>
        <MenuSection>
          <MenuHeading>Reminder 1</MenuHeading>
          <MenuItem>
            {(className) => (
              <button type="button" className={className} onClick={onDuplicate}>
                Duplicate
              </button>
            )}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem danger>
          {(className) => (
            <button type="button" className={className} onClick={onDelete}>
              Delete
            </button>
          )}
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens from its button, moves with the arrow keys, runs an item with Enter and returns focus', async () => {
    const user = userEvent.setup();
    const onDuplicate = vi.fn();
    const onDelete = vi.fn();
    render(<ActionsMenu onDuplicate={onDuplicate} onDelete={onDelete} />);
    const button = screen.getByRole('button', { name: 'Actions for Reminder 1' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Duplicate', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveAttribute('data-focus');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-focus');
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDuplicate).not.toHaveBeenCalled();
    expect(menu).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes with Escape without running anything', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<ActionsMenu onDuplicate={vi.fn()} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Actions for Reminder 1' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
