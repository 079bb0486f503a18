import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

/** The next frame is painted, then the task the hook queued after it runs. */
const nextFrame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a short list whole at once', () => {
    const { result } = renderHook(() => useProgressiveCount(30, 48, 200));
    expect(result.current).toBe(30);
  });

  it('grows a long list step by step, one step after each frame, until everything is rendered', () => {
    const { result } = renderHook(() => useProgressiveCount(500, 48, 200));
    expect(result.current).toBe(48);
    // Nothing more before the first screenful has been painted (a frame is 16 ms on the fake clock).
    act(() => vi.advanceTimersByTime(10));
    expect(result.current).toBe(48);
    nextFrame();
    expect(result.current).toBe(248);
    nextFrame();
    expect(result.current).toBe(448);
    nextFrame();
    expect(result.current).toBe(500);
  });

  it('keeps what it has rendered when the list shrinks and grows again', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 48, 200), { initialProps: { total: 1000 } });
    nextFrame();
    rerender({ total: 10 });
    expect(result.current).toBe(10);
    rerender({ total: 1000 });
    expect(result.current).toBe(248);
  });

  it('starts over from the first screenful for a new list (another search or sort)', () => {
    const { result, rerender } = renderHook(({ total, key }) => useProgressiveCount(total, 24, 48, key), {
      initialProps: { total: 1000, key: 'newest first' },
    });
    nextFrame();
    nextFrame();
    expect(result.current).toBe(120);
    rerender({ total: 300, key: 'reminder' });
    expect(result.current).toBe(24);
    nextFrame();
    expect(result.current).toBe(72);
  });
});
