/**
 * No lost updates in a form of a versioned record: the form saves against the version shown when
 * editing started (`base`); when the save answers 412 (useVersionedSave's `conflict`) the server's
 * version is kept as `theirs` and the form shows ConflictPanel above the user's edits, which stay.
 * The user then puts their edits on top of the latest version (`applyMine`: the next save goes
 * against it) or drops them (the caller's discard). Saving again before choosing is refused with
 * a notice, so their version is never overwritten unseen.
 *
 *   const conflict = useEditConflict({ form, record: contact, valuesOf: contactFormValuesOf });
 *   const submit = form.handleSubmit((output) => conflict.save((etag) => save.save(toWrite(output), etag), onSaved));
 *   {conflict.panel && <ConflictPanel {...conflict.panel} title=… intro=… introOutside=… labelOf=… onDiscard=… />}
 *   <FormNotice message={conflict.notice} />
 *   const { saveButtonRef } = conflict;  <Button ref={saveButtonRef} type="submit">…  (a ref passed on by name, for the React compiler)
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { VersionedSaveResult } from '@/api/versioned-save';
import { compareEdits, type EditValues, reapplyMyChanges, type SameValue, sameValues } from '@/lib/edit-conflict';
import { type FormController, type FormValues, NOT_SAVED } from './use-form';

type Options<S extends z.ZodType, R extends { etag: string }> = {
  form: FormController<S>;
  /** The record as shown when editing started: the version the user's edits are against. */
  record: R;
  /** The form's values of a version of the record. */
  valuesOf: (record: R) => FormValues<S>;
  /** Whether two values of a field mean the same (default: strictly equal). */
  same?: SameValue;
};

export function useEditConflict<S extends z.ZodType, R extends { etag: string }>({ form, record, valuesOf, same }: Options<S, R>) {
  const { t } = useTranslation();
  // The version the user's edits are against; after "apply my changes" it is the latest one.
  const [base, setBase] = useState(record);
  // The server's version after a 412, until the user applies or discards their changes.
  const [theirs, setTheirs] = useState<R | null>(null);
  // A newer version shown that changes none of the form's fields (a status change, the message the
  // user opened marked read) is what the next save goes against, and leaves what the user typed as
  // it is: saving against the version the edits started from would be refused for nothing.
  if (record.etag !== base.etag && !theirs && sameValues(valuesOf(record) as EditValues, valuesOf(base) as EditValues, same)) setBase(record);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterApply = useRef(false);

  // The panel's heading takes focus when it appears, and again when a save is tried before choosing.
  const [panelFocus, setPanelFocus] = useState(0);
  useEffect(() => {
    if (theirs) headingRef.current?.focus();
  }, [theirs, panelFocus]);
  useEffect(() => {
    if (!focusAfterApply.current) return;
    focusAfterApply.current = false;
    saveButtonRef.current?.focus();
  });

  const mine = form.values as EditValues;
  const comparison = theirs ? compareEdits(valuesOf(base) as EditValues, mine, valuesOf(theirs) as EditValues, same) : null;

  /**
   * Saves through `send` (given the version to save against): refused while a conflict waits for
   * the user's choice; a conflict shows the panel; a success calls `onSaved`. Failures are thrown,
   * for the form kit to place. Resolves with NOT_SAVED when nothing was saved, so the form kit
   * keeps the user's input (`useForm`'s `keep`) until they chose.
   */
  const save = async <T>(send: (etag: string) => Promise<VersionedSaveResult<T, R>>, onSaved: (saved: T) => void): Promise<void | typeof NOT_SAVED> => {
    if (theirs) {
      setNotice(t('form.conflict.decideFirst'));
      setPanelFocus((count) => count + 1);
      return NOT_SAVED;
    }
    setNotice(null);
    const result = await send(base.etag);
    if (result.conflict !== undefined) {
      setTheirs(result.conflict);
      return NOT_SAVED;
    }
    onSaved(result.saved as T); // the success branch: TypeScript does not narrow a generic union by `conflict`
  };

  const applyMine = () => {
    if (!theirs) return;
    form.reset(reapplyMyChanges(valuesOf(base) as EditValues, mine, valuesOf(theirs) as EditValues, same) as FormValues<S>);
    setBase(theirs);
    setTheirs(null);
    setNotice(t('form.conflict.applied'));
    focusAfterApply.current = true;
  };

  const takeTheirs = (field: string) => {
    if (!theirs) return;
    const value = (valuesOf(theirs) as EditValues)[field];
    (form.setValue as (name: string, value: unknown) => void)(field, value);
  };

  return {
    /** The version the next save goes against. */
    base,
    /** The server's version while a conflict waits for the user's choice. */
    theirs,
    save,
    /** Status text: the edits were re-applied, or a choice is needed first. */
    notice,
    saveButtonRef,
    /** ConflictPanel's props of the conflict (add the record's words and onDiscard); null when there is none. */
    panel: comparison ? { comparison, headingRef, onUseTheirs: takeTheirs, onApply: applyMine } : null,
  };
}
