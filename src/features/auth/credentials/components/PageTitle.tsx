import { type ReactNode, useEffect, useRef } from 'react';

/** The page title. `focusOnMount` moves focus to it when a step replaces the page's content. */
export function PageTitle({ children, focusOnMount = false }: { children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
      {children}
    </h1>
  );
}
