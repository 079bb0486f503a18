import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says plainly that the area is not connected yet', () => {
    render(<EmptyState />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing to show yet' })).toBeInTheDocument();
    expect(
      screen.getByText('This part of the product is not connected to the server yet. When it is, its data appears here.'),
    ).toBeInTheDocument();
  });

  it('takes its own wording and heading level', () => {
    render(<EmptyState title="No invoices" body="This customer has no open invoices." headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No invoices' })).toBeInTheDocument();
    expect(screen.getByText('This customer has no open invoices.')).toBeInTheDocument();
  });
});
