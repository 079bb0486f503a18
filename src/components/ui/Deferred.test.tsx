import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Deferred, lazyNamed, useDeferredActivate } from './Deferred';

/** A control "chunk" that loads when the test says so. */
function controlledChunk() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(async () => {
    await gate;
    return { Disclosure, Other: () => <p>other export</p> };
  });
  return { load, release: () => act(async () => release()) };
}

function Disclosure({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      {open && <p>Panel of {label}</p>}
    </>
  );
}

function Placeholder({ label }: { label: string }) {
  const onActivate = useDeferredActivate();
  return (
    <button type="button" aria-expanded="false" onClick={onActivate}>
      {label}
    </button>
  );
}

describe('Deferred', () => {
  it('shows the placeholder until the control has loaded, then the control, unopened', async () => {
    const chunk = controlledChunk();
    const Lazy = lazyNamed(chunk.load, 'Disclosure');
    render(
      <Deferred placeholder={<Placeholder label="Filters" />}>
        <Lazy label="Filters" />
      </Deferred>,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await chunk.release();
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByText('Panel of Filters')).not.toBeInTheDocument();
  });

  it('a click on the placeholder is handed on: the loaded control is focused and opened', async () => {
    const user = userEvent.setup();
    const chunk = controlledChunk();
    const Lazy = lazyNamed(chunk.load, 'Disclosure');
    render(
      <Deferred placeholder={<Placeholder label="Filters" />}>
        <Lazy label="Filters" />
      </Deferred>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.queryByText('Panel of Filters')).not.toBeInTheDocument();
    await chunk.release();
    expect(await screen.findByText('Panel of Filters')).toBeInTheDocument();
    const control = screen.getByRole('button', { name: 'Filters' });
    expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(control).toHaveFocus();
  });

  it('lazyNamed picks one named export of a module that holds several controls', async () => {
    const chunk = controlledChunk();
    const First = lazyNamed(chunk.load, 'Disclosure');
    const Second = lazyNamed(chunk.load, 'Other');
    render(
      <>
        <Deferred placeholder={<Placeholder label="A" />}>
          <First label="A" />
        </Deferred>
        <Deferred placeholder={null}>
          <Second />
        </Deferred>
      </>,
    );
    await chunk.release();
    expect(await screen.findByText('other export')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A' })).toBeInTheDocument();
  });

  it('waits until it is ready: the placeholder stays and the chunk is not asked for before', async () => {
    const chunk = controlledChunk();
    const Lazy = lazyNamed(chunk.load, 'Disclosure');
    const { rerender } = render(
      <Deferred placeholder={<Placeholder label="Filters" />} ready={false}>
        <Lazy label="Filters" />
      </Deferred>,
    );
    const placeholder = screen.getByRole('button', { name: 'Filters' });
    placeholder.focus();
    await act(async () => undefined);
    expect(chunk.load).not.toHaveBeenCalled();

    await act(async () =>
      rerender(
        <Deferred placeholder={<Placeholder label="Filters" />} ready>
          <Lazy label="Filters" />
        </Deferred>,
      ),
    );
    await waitFor(() => expect(chunk.load).toHaveBeenCalledTimes(1));
    // The same placeholder while the control loads: it keeps the focus.
    expect(screen.getByRole('button', { name: 'Filters' })).toBe(placeholder);
    expect(placeholder).toHaveFocus();
    await chunk.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).not.toBe(placeholder));
  });

  it('a placeholder used before it is ready loads the control at once and hands the click on', async () => {
    const user = userEvent.setup();
    const chunk = controlledChunk();
    const Lazy = lazyNamed(chunk.load, 'Disclosure');
    render(
      <Deferred placeholder={<Placeholder label="Filters" />} ready={false}>
        <Lazy label="Filters" />
      </Deferred>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(chunk.load).toHaveBeenCalledTimes(1));
    await chunk.release();
    expect(await screen.findByText('Panel of Filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });
});
