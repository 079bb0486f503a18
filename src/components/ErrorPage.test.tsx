import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

function renderInRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/somewhere'] }),
  });
  return render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  it('404: "Oops, page not found." with a way back to the dashboard', async () => {
    renderInRouter(<ErrorPage variant="404" headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeVisible();
    // SPEC §2: the page reads "Not Found", for everyone (not only for screen readers).
    const notFound = screen.getByText('Not Found');
    expect(notFound).toBeVisible();
    expect(notFound).not.toHaveClass('sr-only');
    expect(notFound).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('500: try again, and "Something went wrong!" with a toggle that shows and hides the message', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderInRouter(<ErrorPage variant="500" error={new Error('Gateway timed out')} onRetry={onRetry} />);
    expect(await screen.findByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeVisible();
    expect(screen.getByText('Something went wrong!')).toBeVisible();

    const toggle = screen.getByRole('button', { name: 'Show error message' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Gateway timed out')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByText('Gateway timed out')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide error message' }));
    expect(screen.getByText('Gateway timed out')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
