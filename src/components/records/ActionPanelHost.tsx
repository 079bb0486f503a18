import { createContext, type ReactNode, Suspense, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { addPanel, closePanel, type OpenPanel, panelsForAddress, type PanelType } from './open-panels';
import { PanelMessage } from './PanelMessage';

/** What the record's actions menu asks of the panels. */
export type ActionPanelsControl = {
  /**
   * Opens a new panel of this type, replacing one of its type (SPEC §4), and puts it in the
   * address; `opener` gets the focus back when the panel closes.
   */
  open: (type: PanelType, opener?: HTMLElement | null) => void;
  /** Whether the user may do what the panel does (the menu hides what they may not). */
  allowed: (type: PanelType) => boolean;
  /** Whom "Write a message" writes to (the composer is a page of its own, not a panel); none for a group of customers. */
  message?: { customerId: string; invoiceId?: string };
};

const ActionPanelsContext = createContext<ActionPanelsControl | null>(null);

/** The panels of the record on screen; null outside a record page that has them. */
export function useActionPanels(): ActionPanelsControl | null {
  return useContext(ActionPanelsContext);
}

/** What the host gives a panel's content. */
export type PanelContentProps = {
  /** The record was created: the panel closes. */
  onDone: () => void;
  /** The form's own Cancel: the panel closes. */
  onCancel: () => void;
};

type ActionPanelHostProps = {
  /** The panel the address names (`?action=`), if the action is a panel's. */
  action: PanelType | undefined;
  /** Puts a panel in the address (a new history entry) or, with undefined, takes it out (replacing the entry). */
  setAction: (action: PanelType | undefined) => void;
  allowed: (type: PanelType) => boolean;
  message?: ActionPanelsControl['message'];
  /** The panel's heading, its name. */
  title: (type: PanelType) => string;
  /** The panel's content (a form, or what it will be). */
  content: (type: PanelType, props: PanelContentProps) => ReactNode;
  labels: { close: string; loading: string; forbidden: (type: PanelType) => string };
  /** The record's page; the host stays mounted around it while the user moves between its tabs. */
  children: ReactNode;
};

let lastPanelId = 0;
const newPanelId = () => `panel-${++lastPanelId}`;

/**
 * The action panel of a record's page (SPEC §3/§4): the open panels (`open-panels.ts`), bound to
 * the address's `action`, drawn beside the page as a side sheet on wide screens (the page makes
 * room for it) and full screen on narrow ones. Not modal: a labelled complementary landmark with a heading; the page stays
 * usable. Focus moves into the panel (its Close) when the user opens it (not on the page's first load) and back to what opened it (the actions
 * menu's button) when it closes. The host owns the heading, Close and Escape; the content owns its
 * fields. It wraps the record's tabs, so a panel (and what was typed in it) stays while the user
 * moves between them.
 */
export function ActionPanelHost({ action, setAction, allowed, message, title, content, labels, children }: ActionPanelHostProps) {
  const [state, setState] = useState(() => ({ action, panels: panelsForAddress([], action, newPanelId) }));
  let panels = state.panels;
  // The address changed (a link, the back button, Close): the panels follow it, during this render.
  if (state.action !== action) {
    panels = panelsForAddress(state.panels, action, newPanelId);
    setState({ action, panels });
  }
  // The address holds one action: the panel added last is the one shown.
  const panel: OpenPanel | undefined = panels.at(-1);

  const opener = useRef<HTMLElement | null>(null);
  const control: ActionPanelsControl = {
    open: (type, from) => {
      opener.current = from ?? null;
      setState((previous) => ({ ...previous, panels: addPanel(previous.panels, { id: newPanelId(), type }) }));
      setAction(type);
    },
    allowed,
    message,
  };
  const close = (id: string) => {
    setState((previous) => ({ ...previous, panels: closePanel(previous.panels, id) }));
    setAction(undefined);
  };

  // Focus: into a panel that opened (its Close, the first control of every panel: a focusable
  // control, so a menu that opened it does not take focus back); back to its opener (or the
  // record's actions menu) once none is open.
  const closeRef = useRef<HTMLButtonElement>(null);
  const shownId = panel?.id;
  // A panel the page was loaded with keeps focus where the page load puts it (the page's own start, or a call panel the address opens).
  const focusedFor = useRef<string | undefined>(state.panels.at(-1)?.id);
  useEffect(() => {
    if (shownId) {
      if (focusedFor.current === shownId || !closeRef.current) return;
      focusedFor.current = shownId;
      closeRef.current.focus();
      return;
    }
    if (focusedFor.current === undefined) return;
    focusedFor.current = undefined;
    // Focus went with the panel (Close, Escape); focus the user moved to the page stays there.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>('[data-record-actions]');
    opener.current = null;
    target?.focus();
  }, [shownId]);

  // Escape in the panel closes it, unless a control inside used it (a listbox, a menu: they mark
  // it handled or stop it). Listened for on the document, after React's own handlers have run.
  const asideRef = useRef<HTMLElement>(null);
  const closeShown = useRef(() => undefined as void);
  useLayoutEffect(() => {
    closeShown.current = () => {
      if (panel) close(panel.id);
    };
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !(event.target instanceof Node) || !asideRef.current?.contains(event.target)) return;
      event.preventDefault();
      closeShown.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const headingId = useId();
  let sheet: ReactNode = null;
  // While a panel is shown, the page makes room for it on wide screens (index.css: body[data-side-sheet]).
  const shown = panel !== undefined;
  useEffect(() => {
    if (!shown) return;
    document.body.dataset.sideSheet = '';
    return () => {
      delete document.body.dataset.sideSheet;
    };
  }, [shown]);

  if (panel) {
    const done = () => close(panel.id);
    const aside = (
      <aside
        key={panel.id}
        ref={asideRef}
        aria-labelledby={headingId}
        className="fixed inset-0 z-40 flex flex-col bg-white lg:top-16 lg:left-auto lg:z-20 lg:w-[26rem] lg:border-l lg:border-slate-200 lg:shadow-lg"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-950">
            {title(panel.type)}
          </h2>
          <Button ref={closeRef} variant="secondary" size="sm" onClick={done}>
            {labels.close}
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          {allowed(panel.type) ? (
            <Suspense fallback={<Spinner label={labels.loading} className="min-h-16" />}>{content(panel.type, { onDone: done, onCancel: done })}</Suspense>
          ) : (
            <PanelMessage>{labels.forbidden(panel.type)}</PanelMessage>
          )}
        </div>
      </aside>
    );
    // Drawn at the end of the document, outside <main>: a landmark of its own beside the page.
    sheet = createPortal(aside, document.body);
  }

  return (
    <ActionPanelsContext value={control}>
      {children}
      {sheet}
    </ActionPanelsContext>
  );
}
