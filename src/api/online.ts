/**
 * Whether the app is online as the data layer sees it: TanStack Query's online manager (the
 * browser's online/offline events), which is what pauses requests and saves while offline and
 * resumes them when the connection returns. The screens say so with the same notion.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
