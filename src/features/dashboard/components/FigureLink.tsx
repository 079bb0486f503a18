import { Link, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { textLinkClass } from '@/components/ui/link';

/**
 * A figure as a link to the list it summarises; plain text for someone who may not open that list
 * (the figure is still theirs to read: Pieter follows the totals without working the invoices).
 * `label` names the figure for those who hear the link on its own.
 */
export function FigureLink({ link, allowed, label, children }: { link: LinkOptions; allowed: boolean; label?: string; children: ReactNode }) {
  if (!allowed) return <span>{children}</span>;
  return (
    <Link {...link} className={textLinkClass}>
      {/* A list of links names each figure: "Overdue: €98,710.00", not five bare amounts. */}
      {label ? <span className="sr-only">{`${label}: `}</span> : null}
      {children}
    </Link>
  );
}
