/**
 * Generated preview content (SPEC §3 communication state: generatedHtml, generatedHtmlId,
 * updatedHTML). It is rendered from one administration's templates and data, so it must not
 * survive a switch to another administration (SPEC §4): `switchAdministration` clears it.
 */
import { useSyncExternalStore } from 'react';

export type GeneratedPreview = {
  generatedHtml: string | null;
  generatedHtmlId: string | null;
  updatedHTML: string | null;
};

const EMPTY: GeneratedPreview = { generatedHtml: null, generatedHtmlId: null, updatedHTML: null };

let current: GeneratedPreview = EMPTY;
const listeners = new Set<() => void>();

export function getGeneratedPreview(): GeneratedPreview {
  return current;
}

export function setGeneratedPreview(patch: Partial<GeneratedPreview>): void {
  current = { ...current, ...patch };
  listeners.forEach((listener) => listener());
}

export function clearGeneratedPreview(): void {
  if (current === EMPTY) return;
  current = EMPTY;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGeneratedPreview(): GeneratedPreview {
  return useSyncExternalStore(subscribe, getGeneratedPreview, getGeneratedPreview);
}
