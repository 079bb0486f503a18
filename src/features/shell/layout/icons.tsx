/**
 * The frame's line icons (24×24, stroked with the current colour). Decorative only: every control
 * that shows one also carries a text name, so they are hidden from assistive technology.
 */
type Shape = { paths: readonly string[]; circles?: readonly (readonly [cx: number, cy: number, r: number])[] };

const SHAPES = {
  dashboard: { paths: ['M4 4h6v7H4z', 'M14 4h6v4h-6z', 'M14 12h6v8h-6z', 'M4 15h6v5H4z'] },
  tasks: { paths: ['M5 4h14v16H5z', 'M8.5 12.5l2.5 2.5 4.5-5.5'] },
  reports: { paths: ['M4 20h16', 'M7 16v-5', 'M12 16V6', 'M17 16v-8'] },
  customers: {
    paths: ['M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6', 'M16 5.3a3 3 0 0 1 0 5.4', 'M18 14.3c1.8.8 3 2.9 3 5.7'],
    circles: [[9, 8, 3]],
  },
  superDebtors: { paths: ['M4 21V5l8-3v19', 'M12 8h8v13', 'M3 21h18', 'M7 8h2', 'M7 12h2', 'M7 16h2', 'M15 12h2', 'M15 16h2'] },
  invoices: { paths: ['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 12h7', 'M9 16h5'] },
  issues: { paths: ['M12 4l9 16H3z', 'M12 10v4', 'M12 17h.01'] },
  arrangements: { paths: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5', 'M8 14h3', 'M8 17h6'] },
  forCollection: { paths: ['M3 8h18v12H3z', 'M8 8V5h8v3', 'M3 13h18', 'M11 13v2h2v-2'] },
  settledPayments: { paths: ['M8 12l3 3 5-6'], circles: [[12, 12, 9]] },
  paymentsUnderway: { paths: ['M12 7v5l3 2'], circles: [[12, 12, 9]] },
  emails: { paths: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'] },
  letters: { paths: ['M5 3h14v18H5z', 'M8 8h8', 'M8 12h8', 'M8 16h5'] },
  calls: {
    paths: ['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z'],
  },
  mailbox: { paths: ['M3 13l3-8h12l3 8v6H3z', 'M3 13h5l1 3h6l1-3h5'] },
  templates: { paths: ['M8 8h12v12H8z', 'M4 16V4h12'] },
  journeys: { paths: ['M8 6h7a3 3 0 0 1 0 6H9a3 3 0 0 0 0 6h7'], circles: [[6, 6, 2], [18, 18, 2]] },
  exports: { paths: ['M12 15V3', 'M7 8l5-5 5 5', 'M4 15v5h16v-5'] },
  administrations: { paths: ['M3 21h18', 'M5 21V8l7-4 7 4v13', 'M9 21v-6h6v6'] },
  settings: {
    paths: ['M4 6h9', 'M17 6h3', 'M4 12h3', 'M11 12h9', 'M4 18h11', 'M19 18h1'],
    circles: [[15, 6, 2], [9, 12, 2], [17, 18, 2]],
  },
  account: { paths: ['M5 20c0-3.9 3.1-7 7-7s7 3.1 7 7'], circles: [[12, 8, 4]] },
  administrationSettings: { paths: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'] },
  menu: { paths: ['M4 6h16', 'M4 12h16', 'M4 18h16'] },
  close: { paths: ['M6 6l12 12', 'M18 6L6 18'] },
  search: { paths: ['M20 20l-4.5-4.5'], circles: [[10.5, 10.5, 6.5]] },
  chevronUpDown: { paths: ['M8 9l4-4 4 4', 'M8 15l4 4 4-4'] },
  chevronDown: { paths: ['M7 10l5 5 5-5'] },
  check: { paths: ['M5 12.5l4.5 4.5L19 7.5'] },
  globe: { paths: ['M3 12h18', 'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z'], circles: [[12, 12, 9]] },
  building: { paths: ['M4 21V4h10v17', 'M14 9h6v12', 'M2 21h20', 'M8 8h2', 'M8 12h2', 'M8 16h2', 'M17 13h.01', 'M17 17h.01'] },
  user: { paths: ['M5 20c0-3.9 3.1-7 7-7s7 3.1 7 7'], circles: [[12, 8, 4]] },
  cookie: {
    paths: ['M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3z', 'M8.5 10h.01', 'M10 15h.01', 'M15 14h.01'],
  },
  signOut: { paths: ['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h10'] },
} satisfies Record<string, Shape>;

export type IconName = keyof typeof SHAPES;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  const shape: Shape = SHAPES[name];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {shape.circles?.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </svg>
  );
}

/** An icon for any area, including ones added to the registry later (they fall back to a neutral mark). */
export function areaIcon(id: string): IconName {
  return id in SHAPES ? (id as IconName) : 'dashboard';
}
