import { useSyncExternalStore } from 'react';

/** The active administration id lives in local storage (SPEC §1). */
export const ACTIVE_ADMINISTRATION_KEY = 'administrationId';

const listeners = new Set<() => void>();

export function getActiveAdministrationId(): string | null {
  return globalThis.localStorage?.getItem(ACTIVE_ADMINISTRATION_KEY) ?? null;
}

export function setActiveAdministrationId(id: string): void {
  if (getActiveAdministrationId() === id) return;
  globalThis.localStorage?.setItem(ACTIVE_ADMINISTRATION_KEY, id);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVE_ADMINISTRATION_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * Chooses the administration to work in: the stored one when the user still belongs to it,
 * else the first the user has. Null when the user has none.
 */
export function resolveActiveAdministration(available: readonly { id: string }[]): string | null {
  const stored = getActiveAdministrationId();
  const chosen = available.find((a) => a.id === stored)?.id ?? available[0]?.id ?? null;
  if (chosen) setActiveAdministrationId(chosen);
  return chosen;
}

export function useActiveAdministrationId(): string | null {
  return useSyncExternalStore(subscribe, getActiveAdministrationId, () => null);
}
