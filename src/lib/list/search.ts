/** The search rule of every list (SPEC §4/§5/§9): the templates list and the list kit share it. */
/** Search rule of SPEC §4/§5/§9: applied after 300 ms, only with at least 3 characters; clearing applies at once. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 3;
/** The contract's `maxLength` of the `name` query parameter. */
export const SEARCH_MAX_LENGTH = 200;
/** The highest page an address may ask for (a bigger number is dropped, the first page shows). */
export const MAX_PAGE = 1_000_000;

export type SearchError = 'minLength' | null;

/** Surrounding spaces do not count: "  ab " is two characters, "   " is empty. */
export function normaliseSearch(text: string): string {
  return text.trim();
}

/** @internal Tests check the search rule with it. */
export function isApplicableSearch(text: string): boolean {
  const term = normaliseSearch(text);
  return term.length === 0 || term.length >= SEARCH_MIN_LENGTH;
}

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type SearchControllerOptions = {
  /** The term already applied (e.g. restored from the URL). */
  initialApplied?: string;
  /** Called with the term to filter by; '' means no filter. Replaceable later with `setOnApply`. */
  onApply?: (term: string) => void;
  /** Called when the minimum-length error appears or goes. */
  onError: (error: SearchError) => void;
  delayMs?: number;
  minLength?: number;
  timers?: Timers;
};

export type SearchController = {
  /** Feed every change of the text box. */
  input: (text: string) => void;
  /** Forget pending work and take `term` as applied (the URL changed from outside). */
  reset: (term: string) => void;
  applied: () => string;
  /** Swap the apply callback (a React parent may hand a new one on re-render). */
  setOnApply: (onApply: (term: string) => void) => void;
  dispose: () => void;
};

/**
 * The search box's rule, free of React so it can be tested with fake timers:
 * - empty text applies at once (and clears any error);
 * - 1..min-1 characters apply nothing; the minimum-length error shows once typing pauses;
 * - min+ characters clear the error at once and apply after the debounce, if different.
 * Each change cancels what the previous one scheduled.
 */
export function createSearchController({
  initialApplied = '',
  onApply: initialOnApply = () => undefined,
  onError,
  delayMs = SEARCH_DEBOUNCE_MS,
  minLength = SEARCH_MIN_LENGTH,
  timers = { setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms), clearTimeout: (h) => globalThis.clearTimeout(h as number) },
}: SearchControllerOptions): SearchController {
  let applied = normaliseSearch(initialApplied);
  let error: SearchError = null;
  let pending: unknown = null;
  let onApply = initialOnApply;

  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  const setError = (next: SearchError) => {
    if (next === error) return;
    error = next;
    onError(next);
  };
  const apply = (term: string) => {
    if (term === applied) return;
    applied = term;
    onApply(term);
  };
  const later = (work: () => void) => {
    pending = timers.setTimeout(() => {
      pending = null;
      work();
    }, delayMs);
  };

  return {
    input(text) {
      cancel();
      const term = normaliseSearch(text);
      if (term.length === 0) {
        setError(null);
        apply('');
      } else if (term.length < minLength) {
        if (error !== 'minLength') later(() => setError('minLength'));
      } else {
        setError(null);
        if (term !== applied) later(() => apply(term));
      }
    },
    reset(term) {
      cancel();
      applied = normaliseSearch(term);
      setError(null);
    },
    applied: () => applied,
    setOnApply(next) {
      onApply = next;
    },
    dispose: cancel,
  };
}
