import { render, screen } from '@testing-library/react';
import { InvoiceLinks } from './InvoiceLinks';

const INVOICES = [
  { id: 'inv-1', number: '2026-00412' },
  { id: 'inv-2', number: '2026-00413' },
];

describe('InvoiceLinks', () => {
  it('names the invoices as text, not links, for who may not open invoices', () => {
    const { container } = render(<InvoiceLinks invoices={INVOICES} linked={false} />);
    expect(container).toHaveTextContent('2026-00412, 2026-00413');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says there are none with a dash', () => {
    const { container } = render(<InvoiceLinks invoices={[]} linked />);
    expect(container).toHaveTextContent(/^—$/);
  });
});
