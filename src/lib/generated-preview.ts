/**
 * Generated preview content (SPEC §3 communication state: generatedHtml, generatedHtmlId,
 * updatedHTML). It is rendered from one administration's templates and data, so it must not
 * survive a switch to another administration (SPEC §4): `switchAdministration` clears it.
 */
export type GeneratedPreview = {
  generatedHtml: string | null;
  generatedHtmlId: string | null;
  updatedHTML: string | null;
};

const EMPTY: GeneratedPreview = { generatedHtml: null, generatedHtmlId: null, updatedHTML: null };

let current: GeneratedPreview = EMPTY;

/** @internal The composer (to come) reads it; tests stand in for it today. */
export function getGeneratedPreview(): GeneratedPreview {
  return current;
}

/** @internal The composer (to come) writes it; tests stand in for it today. */
export function setGeneratedPreview(patch: Partial<GeneratedPreview>): void {
  current = { ...current, ...patch };
}

export function clearGeneratedPreview(): void {
  if (current === EMPTY) return;
  current = EMPTY;
}
