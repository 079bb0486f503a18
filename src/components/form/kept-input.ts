/**
 * A form's safety net (`useForm({ …, keep: ['customer', administrationId, customerId] })`): what
 * the user changed is kept in the browser as they type, per user and record (`@/lib/kept-drafts`),
 * until it is saved, undone or cancelled. So a session that ends mid-edit, a save waiting for the
 * connection or a closed tab loses nothing: when the form opens again for the same user and
 * record, the kept input is offered back (restore or discard), never applied unasked. Signing out
 * removes it; another user never sees it (the key holds the user's id).
 */
import { useEffect, useRef, useState } from 'react';
import { useCurrentUserId } from '@/api/current-user';
import { draftStorageKey, dropKeptInput, type KeptInput, readKeptInput, writeKeptInput } from '@/lib/kept-drafts';

type Values = Record<string, unknown>;

/** Equal as the inputs show them: NaN is NaN, lists and objects by their content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

/** The fields whose value differs from the one the form opened with. */
function changesOf(values: Values, base: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => !sameValue(value, base[name])));
}

/** A stable text of some changes (undefined and NaN included), to tell whether they were kept already. */
function fingerprint(changes: Values): string {
  return JSON.stringify(Object.entries(changes).map(([name, value]) => [name, value === undefined ? '\u0000undefined' : Number.isNaN(value) ? '\u0000NaN' : value]));
}

/** The kept values that would change what the form shows now (fields it has, with another value). */
function restorable(kept: KeptInput, current: Values): Values {
  return Object.fromEntries(Object.entries(kept.values).filter(([name, value]) => name in current && !sameValue(value, current[name])));
}

type Offer = { key: string; savedAt: string; values: Values };

export type KeptInputControl = {
  /** Input kept from an earlier visit that the form offers back; null when none. */
  offer: { savedAt: string } | null;
  /** Puts the offered input into the form. */
  restore: () => void;
  /** Drops the offered input; the form keeps what it shows. */
  discard: () => void;
  /** The user gave up their changes (Cancel): nothing stays kept. */
  forget: () => void;
};

type Options<V extends Values> = {
  /** The record the form edits (`['contact', administrationId, customerId, contactId]`); undefined keeps nothing. */
  parts: readonly string[] | undefined;
  values: V;
  /** What the form opened with: the record as it was. Only the fields changed from it are kept. */
  base: V;
  /** Puts restored values into the form. */
  apply: (values: Partial<V>) => void;
};

export function useKeptInput<V extends Values>({ parts, values, base, apply }: Options<V>): KeptInputControl & { saved: (submitted: V) => void } {
  const userId = useCurrentUserId();
  const key = parts && userId ? draftStorageKey(userId, 'form', ...parts) : null;
  // Looked at once per user and record, before anything is written over it.
  const [checked, setChecked] = useState<string | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  if (key !== checked) {
    setChecked(key);
    const kept = key ? readKeptInput(key) : null;
    const values_ = kept ? restorable(kept, values) : {};
    setOffer(key && kept && Object.keys(values_).length > 0 ? { key, savedAt: kept.savedAt, values: values_ } : null);
  }
  // Changes already saved (or given up): kept again only once they change.
  const settled = useRef<{ key: string; fingerprint: string } | null>(null);

  useEffect(() => {
    // While the offer waits for an answer, what it offers stays as it is.
    if (!key || checked !== key || offer) return;
    const changes = changesOf(values, base);
    if (Object.keys(changes).length === 0) {
      dropKeptInput(key);
      return;
    }
    if (settled.current?.key === key && settled.current.fingerprint === fingerprint(changes)) return;
    settled.current = null;
    writeKeptInput(key, changes);
  }, [key, checked, offer, values, base]);

  const settle = (current: V) => {
    if (!key) return;
    dropKeptInput(key);
    settled.current = { key, fingerprint: fingerprint(changesOf(current, base)) };
    setOffer(null);
  };

  return {
    offer: offer && offer.key === key ? { savedAt: offer.savedAt } : null,
    restore: () => {
      if (!offer) return;
      apply(offer.values as Partial<V>);
      setOffer(null);
    },
    discard: () => {
      if (key) dropKeptInput(key);
      setOffer(null);
    },
    forget: () => settle(values),
    saved: settle,
  };
}

/**
 * Whether input of this record is kept for the signed-in user: a page may open its form by itself
 * so that the form offers it back (the customer page after the session ended mid-edit).
 */
export function useHasKeptInput(parts: readonly string[]): boolean {
  const userId = useCurrentUserId();
  return userId ? readKeptInput(draftStorageKey(userId, 'form', ...parts)) !== null : false;
}
