import { render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('says the status in words, coloured by its tone, on one line', () => {
    render(
      <p>
        <StatusBadge tone="danger">Overdue</StatusBadge>
        <StatusBadge tone="success">Paid</StatusBadge>
      </p>,
    );
    const overdue = screen.getByText('Overdue');
    const paid = screen.getByText('Paid');
    expect(overdue).toHaveAttribute('data-tone', 'danger');
    expect(overdue.className).toMatch(/\bbg-red-50\b/);
    expect(overdue.className).toMatch(/\bwhitespace-nowrap\b/);
    expect(paid.className).toMatch(/\bbg-green-50\b/);
    expect(overdue.className).not.toBe(paid.className);
  });
});
