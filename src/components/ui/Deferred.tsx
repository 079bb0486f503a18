/**
 * Controls whose behaviour is heavy (Headless UI menus, listboxes, dialogs, with floating-ui) but
 * whose look is cheap load after the first paint: a placeholder with the same name and face stands
 * in until the real control has loaded. A click on the placeholder in that moment is not lost:
 * the real control is focused and clicked as soon as it is there.
 *
 *   const LazyUserMenu = lazyNamed(() => import('./headless-controls'), 'UserMenu');
 *   <Deferred placeholder={<UserPlaceholder />}><LazyUserMenu {...props} /></Deferred>
 *
 * and in the placeholder: `<button onClick={useDeferredActivate()} …>`.
 */
import {
  type ComponentType,
  createContext,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/** What a placeholder calls when it is used before its control has loaded. */
const ActivateContext = createContext<() => void>(() => undefined);

/** For the placeholder's button: remembers the click, which the loaded control then receives. */
export function useDeferredActivate(): () => void {
  return useContext(ActivateContext);
}

type DeferredProps = {
  /** Looks and is named like the control; its button calls `useDeferredActivate()` on click. */
  placeholder: ReactNode;
  /** The lazily loaded control. */
  children: ReactNode;
  /**
   * When the control may start loading (default: at once). Until then the placeholder stands in;
   * using it loads the control right away.
   */
  ready?: boolean;
};

/**
 * Shows `placeholder` until `children` have loaded. If the placeholder was used meanwhile, the
 * first button of the loaded control is focused and clicked, so the control opens as the user asked.
 */
export function Deferred({ placeholder, children, ready = true }: DeferredProps) {
  const containerRef = useRef<HTMLSpanElement>(null);
  const clickedRef = useRef(false);
  const [used, setUsed] = useState(false);
  const activate = useCallback(() => {
    clickedRef.current = true;
    setUsed(true);
  }, []);
  const control = (
    <>
      {children}
      <HandOnClick containerRef={containerRef} clickedRef={clickedRef} />
    </>
  );
  return (
    <span ref={containerRef} className="contents">
      <Suspense fallback={<ActivateContext value={activate}>{placeholder}</ActivateContext>}>
        <Gate open={ready || used}>{control}</Gate>
      </Suspense>
    </span>
  );
}

/** A component that never loads: what stands in the control's place while the gate is closed. */
const Closed = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

/**
 * Suspends while closed, so the placeholder is the same fallback before and while the control
 * loads (never remounted: a focused placeholder keeps its focus), and the control is not rendered,
 * its chunk not requested, before.
 */
function Gate({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? children : <Closed />;
}

/** Mounts together with the loaded control (same Suspense boundary), so its effect sees the control. */
function HandOnClick({ containerRef, clickedRef }: { containerRef: RefObject<HTMLElement | null>; clickedRef: RefObject<boolean> }) {
  useEffect(() => {
    if (!clickedRef.current) return;
    clickedRef.current = false;
    const button = containerRef.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, [containerRef, clickedRef]);
  return null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a named export: several controls can share one chunk (one request), each
 * picked by name.
 */
export function lazyNamed<K extends PropertyKey, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
