import { act, renderHook } from '@testing-library/react';
import { addPanel, panels, removePanel, useOpenPanels } from './panels';

afterEach(() => panels.closeAll());

describe('panels', () => {
  it('adding a panel replaces the open one of the same type, in place', () => {
    const start = [
      { id: 'c-1', type: 'customer' },
      { id: 'n-1', type: 'note' },
    ];
    expect(addPanel(start, { id: 'c-2', type: 'customer' })).toEqual([
      { id: 'c-2', type: 'customer' },
      { id: 'n-1', type: 'note' },
    ]);
    expect(start[0]!.id).toBe('c-1');
  });

  it('a panel of a new type is added after the others', () => {
    expect(addPanel([{ id: 'c-1', type: 'customer' }], { id: 't-1', type: 'task' })).toEqual([
      { id: 'c-1', type: 'customer' },
      { id: 't-1', type: 'task' },
    ]);
  });

  it('closing removes only the panel with that id', () => {
    const open = [
      { id: 'c-1', type: 'customer' },
      { id: 't-1', type: 'task' },
    ];
    expect(removePanel(open, 'c-1')).toEqual([{ id: 't-1', type: 'task' }]);
    expect(removePanel(open, 'missing')).toEqual(open);
  });

  it('the store keeps one panel per type and tells its subscribers', () => {
    const { result } = renderHook(() => useOpenPanels());
    act(() => panels.open({ id: 'help', type: 'help' }));
    act(() => panels.open({ id: 'c-1', type: 'customer' }));
    act(() => panels.open({ id: 'c-2', type: 'customer' }));
    expect(result.current.map((p) => p.id)).toEqual(['help', 'c-2']);
    act(() => panels.close('help'));
    expect(result.current.map((p) => p.id)).toEqual(['c-2']);
  });
});
