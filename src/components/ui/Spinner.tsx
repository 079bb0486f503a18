/**
 * The spinning ring alone, hidden from assistive technology: for places that already say what is
 * going on (a pending button keeps its name). It takes the text colour, so it fits any surface.
 */
export function SpinnerIcon({ large = false }: { large?: boolean }) {
  return <span aria-hidden="true" className={`spinner ${large ? 'size-8 border-4 text-blue-800' : 'size-4 border-2'}`} />;
}

type SpinnerProps = {
  /** What is loading, e.g. "Loading…". */
  label: string;
  /** Show the label beside the ring (default: for screen readers only). */
  showLabel?: boolean;
  /** Layout of the region, e.g. a minimum height so the page does not jump. */
  className?: string;
};

/**
 * Something is loading: a status region with a ring and its label. The label is the region's text
 * (announced politely) and its name (found by role and name).
 */
export function Spinner({ label, showLabel = false, className = '' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={`flex items-center justify-center gap-3 text-slate-700 ${className}`}>
      <SpinnerIcon large />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </div>
  );
}
