import { act, render, screen } from '@testing-library/react';
import { useRenderLimit } from './use-render-limit';

/** An IntersectionObserver whose reports the test makes: `near(true)` says the watched end is near. */
class FakeObserver {
  static current: FakeObserver | null = null;
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    FakeObserver.current = this;
    this.target = target;
  }
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = null;
  }
  target: Element | null = null;
  near(isIntersecting: boolean) {
    this.report([{ isIntersecting, target: this.target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function List({ total, restartKey }: { total: number; restartKey?: string }) {
  const [limit, endRef] = useRenderLimit(10, restartKey);
  const shown = Math.min(total, limit);
  return (
    <>
      <p>{shown} rendered</p>
      {shown < total && <div ref={endRef} />}
    </>
  );
}

describe('useRenderLimit', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('renders a list up to the step whole, with no end to watch', () => {
    render(<List total={8} />);
    expect(screen.getByText('8 rendered')).toBeInTheDocument();
    expect(FakeObserver.current).toBeNull();
  });

  it('renders a step more each time the end comes near, and only then', () => {
    render(<List total={35} />);
    expect(screen.getByText('10 rendered')).toBeInTheDocument();
    act(() => FakeObserver.current!.near(false));
    expect(screen.getByText('10 rendered')).toBeInTheDocument();
    act(() => FakeObserver.current!.near(true));
    expect(screen.getByText('20 rendered')).toBeInTheDocument();
    // Still near after growing: the fresh observation says so, and it grows on.
    act(() => FakeObserver.current!.near(true));
    act(() => FakeObserver.current!.near(true));
    expect(screen.getByText('35 rendered')).toBeInTheDocument();
    expect(FakeObserver.current).toBeNull();
  });

  it('starts over from one step for a new list', () => {
    const { rerender } = render(<List total={100} restartKey="newest first" />);
    act(() => FakeObserver.current!.near(true));
    expect(screen.getByText('20 rendered')).toBeInTheDocument();
    rerender(<List total={100} restartKey="reminder" />);
    expect(screen.getByText('10 rendered')).toBeInTheDocument();
  });
});
