import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { focusRing } from '@/components/ui/focus-ring';

type Position = { top: number; left?: number; right?: number; maxWidth: number };

const MARGIN = 16;
const MAX_WIDTH = 320;
/** Time to move the pointer from the name onto the tooltip (WCAG 1.4.13: hoverable). */
const HIDE_DELAY_MS = 120;

/**
 * A name cut to two lines, with its full text in a tooltip on hover and on keyboard focus (the
 * name is focusable for that reason) and in `title`. Escape hides the tooltip (WCAG 1.4.13).
 * Screen readers already get the whole name from the text, so the tooltip is hidden from them.
 *
 * The tooltip is portalled to <body> with fixed positioning: cards use `content-visibility`,
 * which clips anything drawn outside them.
 */
export function NameWithTooltip({ name }: { name: string }) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [position, setPosition] = useState<Position | null>(null);

  const keep = () => clearTimeout(hideTimer.current);
  const show = () => {
    keep();
    const rect = anchorRef.current?.getBoundingClientRect();
    if (!rect) return;
    const viewport = window.innerWidth;
    const maxWidth = Math.min(MAX_WIDTH, viewport - 2 * MARGIN);
    // Near the right edge the tooltip grows leftwards from the name's right end.
    const fitsRight = rect.left + maxWidth <= viewport - MARGIN;
    setPosition(
      fitsRight
        ? { top: rect.bottom + 4, left: Math.max(MARGIN, rect.left), maxWidth }
        : { top: rect.bottom + 4, right: Math.max(MARGIN, viewport - rect.right), maxWidth },
    );
  };
  const hide = () => {
    keep();
    setPosition(null);
  };
  const hideSoon = () => {
    keep();
    hideTimer.current = setTimeout(() => setPosition(null), HIDE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!position) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPosition(null);
    };
    // A fixed tooltip would drift away from its name: scrolling hides it.
    const onScroll = () => setPosition(null);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [position]);

  return (
    <>
      {/* Focusable so keyboard users can reveal a cut-off name; hover and focus have no other effect. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- they only reveal the tooltip */}
      <span
        ref={anchorRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        title={name}
        onMouseEnter={show}
        onMouseLeave={hideSoon}
        onFocus={show}
        onBlur={hide}
        className={`line-clamp-2 rounded-sm break-words ${focusRing}`}
      >
        {name}
      </span>
      {position &&
        createPortal(
          <span
            role="tooltip"
            aria-hidden="true"
            onMouseEnter={keep}
            onMouseLeave={hide}
            style={{ top: position.top, left: position.left, right: position.right, maxWidth: position.maxWidth }}
            className="fixed z-50 block w-max rounded bg-slate-900 px-2 py-1 text-xs font-normal break-words text-white shadow-lg"
          >
            {name}
          </span>,
          document.body,
        )}
    </>
  );
}
