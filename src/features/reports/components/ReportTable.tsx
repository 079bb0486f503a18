import type { ReactNode } from 'react';

type ReportTableProps = {
  caption: string;
  /** Column headings; the first names the rows. */
  columns: readonly string[];
  /** Each row: its name first, then its figures (right-aligned). */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** A totals row under the others. */
  foot?: readonly ReactNode[];
};

/** A report's data as a real table, the chart's alternative (and what prints). */
export function ReportTable({ caption, columns, rows, foot }: ReportTableProps) {
  return (
    // Scrolls sideways on a narrow screen: a named region the keyboard can reach and scroll (axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is focusable so keyboard users can scroll it
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none print:overflow-visible">
      <table className="w-full min-w-max text-left text-sm">
        <caption className="mb-1 text-left font-medium text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`py-1 pr-3 font-medium ${index === 0 ? '' : 'text-right'}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...figures] }) => (
            <tr key={key} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {name}
              </th>
              {figures.map((figure, index) => (
                <td key={index} className="py-1 pr-3 text-right tabular-nums">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold">
              <th scope="row" className="py-1 pr-3 font-semibold">
                {foot[0]}
              </th>
              {foot.slice(1).map((figure, index) => (
                <td key={index} className="py-1 pr-3 text-right tabular-nums">
                  {figure}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
