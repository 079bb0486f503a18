/**
 * No lost updates: when a save is refused because someone else changed the record meanwhile
 * (412 with the record as it is now), three versions of the form's values meet —
 *
 * - `base`: the record as it was when the user started editing (what their edits are against),
 * - `mine`: what the form holds now (the user's edits on top of `base`),
 * - `theirs`: the record as the server has it now.
 *
 * A field is changed by them when `theirs` differs from `base`, by me when `mine` differs from
 * `base`; changed by both to different values it is a conflict. Re-applying my changes keeps
 * `theirs` and puts every field I changed on top of it, so nothing either of us did is lost
 * silently: their other changes stay, and where we both changed a field the user sees both values
 * before saving again.
 */

export type EditValues = Readonly<Record<string, unknown>>;

/** Whether two values of a field mean the same (trimmed text, amounts as numbers…). */
export type SameValue = (field: string, left: unknown, right: unknown) => boolean;

export type TheirChange = {
  field: string;
  /** The value when the user started editing. */
  before: unknown;
  /** The value someone else saved. */
  theirs: unknown;
  /** What the form holds now. */
  mine: unknown;
  /** The user changed this field too, to another value than theirs. */
  conflict: boolean;
  /** The user changed this field too, to the value they saved: nothing to choose. */
  sameAsMine: boolean;
};

export type EditComparison = {
  /** Every field someone else changed, in the form's order. */
  theirs: TheirChange[];
  /** The fields the user changed (against `base`). */
  mine: string[];
  /** Fields both changed, to different values. */
  conflicts: string[];
};

const strictlyEqual: SameValue = (_field, left, right) => Object.is(left, right);

/** The fields of the three versions, in the order they first appear (the form's order). */
function fieldsOf(...versions: EditValues[]): string[] {
  const fields = new Set<string>();
  for (const version of versions) for (const field of Object.keys(version)) fields.add(field);
  return [...fields];
}

/** Who changed what since `base`. */
export function compareEdits(base: EditValues, mine: EditValues, theirs: EditValues, same: SameValue = strictlyEqual): EditComparison {
  const comparison: EditComparison = { theirs: [], mine: [], conflicts: [] };
  for (const field of fieldsOf(base, mine, theirs)) {
    const byMe = !same(field, base[field], mine[field]);
    const byThem = !same(field, base[field], theirs[field]);
    if (byMe) comparison.mine.push(field);
    if (!byThem) continue;
    const sameAsMine = byMe && same(field, mine[field], theirs[field]);
    const conflict = byMe && !sameAsMine;
    if (conflict) comparison.conflicts.push(field);
    comparison.theirs.push({ field, before: base[field], theirs: theirs[field], mine: mine[field], conflict, sameAsMine });
  }
  return comparison;
}

/** Whether two versions give the form the same values: a version that changes none of them is no conflict. */
export function sameValues(left: EditValues, right: EditValues, same: SameValue = strictlyEqual): boolean {
  return fieldsOf(left, right).every((field) => same(field, left[field], right[field]));
}

/**
 * The latest version with my changes on top: `theirs`, except the fields I changed (against
 * `base`), which keep my value. Where we both changed a field, mine wins: the user has seen both
 * values in the conflict panel and saves again knowingly.
 */
export function reapplyMyChanges<V extends EditValues>(base: EditValues, mine: V, theirs: V, same: SameValue = strictlyEqual): V {
  const result: Record<string, unknown> = { ...theirs };
  for (const field of fieldsOf(base, mine, theirs)) {
    if (!same(field, base[field], mine[field])) result[field] = mine[field];
  }
  return result as V;
}
