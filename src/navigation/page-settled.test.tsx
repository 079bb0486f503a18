import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { usePageSettled } from './page-settled';

let renders = 0;

/**
 * A frame control that waits for the page. Memoised, as the frame's controls are in effect (the
 * layout does not render again for a list's next page): what it renders is what the hook causes,
 * not the root route's own renders, which the router may add as a page loads on a busy machine.
 */
const FrameControl = memo(function FrameControl() {
  const settled = usePageSettled();
  return <p>{settled ? 'settled' : 'waiting'}</p>;
});

function renderListPage() {
  const root = createRootRoute({
    component: () => (
      <>
        <Profiler id="frame-control" onRender={() => (renders += 1)}>
          <FrameControl />
        </Profiler>
        <Outlet />
      </>
    ),
  });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page ?? 1) }),
    // A page that takes a moment: the router is pending while it loads.
    loader: () => new Promise((resolve) => setTimeout(resolve, 20)),
    component: () => <p>rows</p>,
  });
  const router = createRouter({ routeTree: root.addChildren([list]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePageSettled', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('turns true once the first page has loaded and the browser has been idle', async () => {
    renderListPage();
    expect(await screen.findByText('settled')).toBeInTheDocument();
    expect(screen.getByText('rows')).toBeInTheDocument();
  });

  it('renders the frame control no more once settled: another page of the list, pending then loaded, leaves it alone', async () => {
    const router = renderListPage();
    await screen.findByText('settled');
    const settledRenders = renders;
    await act(() => router.navigate({ to: '/', search: { page: 2 } }));
    await act(() => router.navigate({ to: '/', search: { page: 3 } }));
    expect(router.state.location.search).toEqual({ page: 3 });
    expect(screen.getByText('settled')).toBeInTheDocument();
    expect(renders).toBe(settledRenders);
  });
});
