import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/errors';
import { ErrorPage } from './ErrorPage';
import { supportDetails } from './ErrorSupportDetails';

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

  it('500 is written for users: nothing saved is lost, what to do, a way out, and details for support to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const problem = { title: 'Service Unavailable', status: 503, instance: '/problems/7f3a9c' };
    renderInRouter(<ErrorPage variant="500" error={new ApiError(503, 'listInvoices', problem)} onRetry={() => {}} />);
    expect(await screen.findByText('This page could not be loaded. Nothing you saved is lost.')).toBeVisible();
    expect(screen.getByText(/If it keeps happening, copy the details below/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    // The details stay behind the disclosure until asked for.
    expect(screen.queryByText('Details for support')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show error message' }));
    expect(await screen.findByText(/Reference: \/problems\/7f3a9c/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^ApiError: listInvoices answered 503: Service Unavailable\n.*Call: listInvoices answered 503/s));
    expect(await screen.findByRole('status')).toHaveTextContent('Details copied.');
  });
});

describe('supportDetails', () => {
  it('says when, where, which call and the server reference, and never the query string', () => {
    const now = new Date('2026-11-26T10:15:00Z');
    expect(supportDetails(new ApiError(502, 'getCustomer', { title: 'Bad Gateway', status: 502, instance: 'req-42' }), now, '/customers/cus-nl-0001')).toEqual([
      'Time: 2026-11-26T10:15:00.000Z',
      'Page: /customers/cus-nl-0001',
      'Call: getCustomer answered 502',
      'Reference: req-42',
    ]);
    expect(supportDetails('boom', now, '/x')).toEqual(['Time: 2026-11-26T10:15:00.000Z', 'Page: /x']);
  });
});
