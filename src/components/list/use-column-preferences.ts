import { useCallback, useMemo, useState } from 'react';
import { clearVisibleColumns, columnPreferencesKey, loadVisibleColumns, saveVisibleColumns } from '@/lib/list/column-preferences';
import type { ListColumn } from './types';

export type ColumnPreferences = {
  /** Ids of the columns shown, in the list's order. */
  visible: readonly string[];
  /** Shows or hides a column and remembers the choice for this user and list. */
  setShown: (id: string, shown: boolean) => void;
  /** Back to the list's default columns; the stored choice is forgotten. */
  reset: () => void;
};

function defaultsOf<Row>(columns: readonly ListColumn<Row>[]): string[] {
  return columns.filter((column) => !column.hiddenByDefault || column.hideable === false).map((column) => column.id);
}

/** The user's column choice for a list, read from and written to local storage. */
export function useColumnPreferences<Row>(userId: string, listId: string, columns: readonly ListColumn<Row>[]): ColumnPreferences {
  const key = columnPreferencesKey(userId, listId);
  const ids = useMemo(() => columns.map((column) => column.id), [columns]);
  const [stored, setStored] = useState<{ key: string; visible: string[] | null }>(() => ({ key, visible: loadVisibleColumns(key, ids) }));
  // Another user or list (the same component reused by the router): read its choice.
  let current = stored;
  if (stored.key !== key) {
    current = { key, visible: loadVisibleColumns(key, ids) };
    setStored(current);
  }
  const alwaysShown = useMemo(() => columns.filter((column) => column.hideable === false).map((column) => column.id), [columns]);
  const visible = useMemo(() => {
    const chosen = new Set([...(current.visible ?? defaultsOf(columns)), ...alwaysShown]);
    return ids.filter((id) => chosen.has(id));
  }, [current.visible, columns, alwaysShown, ids]);

  const setShown = useCallback(
    (id: string, shown: boolean) => {
      const next = shown ? ids.filter((each) => each === id || visible.includes(each)) : visible.filter((each) => each !== id);
      if (next.length === 0) return;
      saveVisibleColumns(key, next);
      setStored({ key, visible: next });
    },
    [ids, key, visible],
  );
  const reset = useCallback(() => {
    clearVisibleColumns(key);
    setStored({ key, visible: null });
  }, [key]);

  return { visible, setShown, reset };
}
