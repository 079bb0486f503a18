import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { textLinkClass } from '@/components/ui/link';

type InvoiceRef = { id: string; number: string };

type InvoiceLinksProps = {
  invoices: readonly InvoiceRef[];
  /** Links for who may open invoices; the numbers as text for anyone else. */
  linked: boolean;
  /** In a list kit row: out of the tab order like the row's other links (→ from the row reaches them). */
  inRow?: boolean;
};

/** The invoices a message, letter or call was about, each number a link to its invoice. */
export function InvoiceLinks({ invoices, linked, inRow = false }: InvoiceLinksProps) {
  if (invoices.length === 0) return <>—</>;
  return (
    <>
      {invoices.map((invoice, index) => (
        <Fragment key={invoice.id}>
          {index > 0 && ', '}
          {linked ? (
            <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }} tabIndex={inRow ? -1 : undefined} className={textLinkClass}>
              {invoice.number}
            </Link>
          ) : (
            invoice.number
          )}
        </Fragment>
      ))}
    </>
  );
}
