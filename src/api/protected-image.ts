import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetchBlob } from './client';
import { ContractError } from './errors';
import { objectUrlFor, retainObjectUrl } from '@/lib/object-url';

const IMAGE_CACHE_MS = 10 * 60_000;

/** Raster formats: an object URL of one shows pixels, whatever opens it. */
const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);
const SVG_TYPE = 'image/svg+xml';

/**
 * An SVG is a document: its object URL has the app's origin, so opened on its own (a new tab, "open
 * image") its scripts and event handlers would run as the app. It is rebuilt from DOMPurify's SVG
 * profile — no script, foreignObject, event handler or `javascript:` link — and serialised as XML
 * (an SVG file is parsed as XML). DOMPurify loads with the first SVG, not with the client.
 */
const loadSanitiser = () => import('dompurify');

async function sanitisedSvg(blob: Blob, path: string): Promise<Blob> {
  const { default: DOMPurify } = await loadSanitiser();
  const body = DOMPurify.sanitize(await blob.text(), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style'], // an @import or url() in a style sheet would fetch from anywhere
    RETURN_DOM: true,
  });
  const svg = (body as Element).firstElementChild;
  if (!svg || svg.localName !== 'svg') throw new ContractError(path, ['the SVG image has no <svg> root']);
  return new Blob([new XMLSerializer().serializeToString(svg)], { type: SVG_TYPE });
}

/**
 * Only what is safe behind an object URL: raster formats as they came (re-labelled with the checked
 * type), SVG sanitised; anything else (text/html, XML, unknown types) is refused — the image shows
 * its error state.
 */
async function displayableImage(blob: Blob, path: string): Promise<Blob> {
  const type = (blob.type.split(';')[0] ?? '').trim().toLowerCase();
  if (RASTER_TYPES.has(type)) return blob.type === type ? blob : new Blob([blob], { type });
  if (type === SVG_TYPE) return sanitisedSvg(blob, path);
  throw new ContractError(path, [`"${type || 'no type'}" is not an image type that can be shown`]);
}

/** A protected image as it may be shown: fetched with the bearer token, checked, SVG sanitised. */
export async function fetchProtectedImage(path: string, signal?: AbortSignal): Promise<Blob> {
  // The sanitiser's chunk comes while the image does, not after it: thumbnails are SVG, and the
  // first one is often the page's largest paint (one round trip less on a slow line).
  loadSanitiser().catch(() => undefined); // an SVG that needs it asks again and shows the failure
  return displayableImage(await apiFetchBlob(path, signal), path);
}

/**
 * One cache entry per image URL: a card that scrolls back into view reuses the blob. Keyed by the
 * path like every generated query, so the image belongs to its cache group (media) and
 * administration (see ./cache.ts).
 */
export function protectedImageQueryOptions(path: string) {
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => fetchProtectedImage(path, signal),
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
