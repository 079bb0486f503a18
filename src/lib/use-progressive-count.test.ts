import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a short list whole at once', () => {
    const { result } = renderHook(() => useProgressiveCount(30, 48, 200));
    expect(result.current).toBe(30);
  });

  it('grows a long list step by step until everything is rendered', () => {
    const { result } = renderHook(() => useProgressiveCount(500, 48, 200));
    expect(result.current).toBe(48);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(248);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(448);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(500);
  });

  it('keeps what it has rendered when the list shrinks and grows again', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 48, 200), { initialProps: { total: 1000 } });
    act(() => vi.advanceTimersByTime(0));
    rerender({ total: 10 });
    expect(result.current).toBe(10);
    rerender({ total: 1000 });
    expect(result.current).toBe(248);
  });
});
