import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetchBlob } from './client';
import { objectUrlFor, retainObjectUrl } from '@/lib/object-url';

const IMAGE_CACHE_MS = 10 * 60_000;

/**
 * One cache entry per image URL: a card that scrolls back into view reuses the blob. Keyed by the
 * path like every generated query, so the image belongs to its cache group (media) and
 * administration (see ./cache.ts).
 */
export function protectedImageQueryOptions(path: string) {
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiFetchBlob(path, signal),
    staleTime: Infinity,
    gcTime: IMAGE_CACHE_MS,
    retry: false,
  });
}

export type ProtectedImageState = { src: string | null; status: 'idle' | 'loading' | 'loaded' | 'error' };

/**
 * Fetches a protected image with the bearer token (SPEC §4) once `enabled`, and exposes it as an
 * object URL that lives exactly as long as the component using it.
 */
export function useProtectedImage(path: string | null, enabled: boolean): ProtectedImageState {
  const query = useQuery({ ...protectedImageQueryOptions(path ?? ''), enabled: enabled && Boolean(path) });
  const blob = query.data;
  const src = blob ? objectUrlFor(blob) : null;

  useEffect(() => (blob ? retainObjectUrl(blob) : undefined), [blob]);

  useEffect(() => {
    if (query.error) console.error(`Image ${path} could not be loaded: ${query.error.message}`);
  }, [query.error, path]);

  if (!path || !enabled) return { src: null, status: 'idle' };
  if (query.error) return { src: null, status: 'error' };
  return src ? { src, status: 'loaded' } : { src: null, status: 'loading' };
}
