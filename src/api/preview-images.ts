import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useActiveAdministrationId } from '@/lib/administration';
import { fetchProtectedImage } from './protected-image';

const PREVIEW_IMAGE_CACHE_MS = 10 * 60_000;

/** `<img src="images/{imageId}">`: an administration's own image in a template or letterhead. */
const API_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']images\/([A-Za-z0-9._-]{1,100})["']/gi;

/** The image ids a template's HTML refers to, each once. */
export function apiImageIds(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(API_IMAGE), (match) => match[1]!))];
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The administration's images a preview shows (its logo in a letterhead), fetched with the bearer
 * token like every protected image (checked and, for SVG, sanitised there) and handed to the
 * preview as `data:` URLs: the preview's policy stays "images from data: and blob: only", so no
 * other address in a template is ever loaded. Maps `images/{id}` to its data URL once loaded; an
 * image that fails stays out (its alt text shows).
 */
export function usePreviewImages(html: string): ReadonlyMap<string, string> {
  const administrationId = useActiveAdministrationId();
  const ids = administrationId ? apiImageIds(html) : [];
  const results = useQueries({
    queries: ids.map((id) => {
      const path = `/administrations/${administrationId}/images/${id}`;
      return {
        // Under the image's path, so it belongs to the media cache group and the administration.
        queryKey: [path, 'data-url'] as const,
        queryFn: async ({ signal }: { signal: AbortSignal }) => dataUrl(await fetchProtectedImage(path, signal)),
        staleTime: Infinity,
        gcTime: PREVIEW_IMAGE_CACHE_MS,
        retry: false,
      };
    }),
  });
  // One map per set of loaded images, so the preview is rebuilt only when an image arrives.
  const loaded = ids.flatMap((id, index) => {
    const data = results[index]?.data;
    return data ? [[`images/${id}`, data] as const] : [];
  });
  const signature = loaded.map(([reference, data]) => `${reference}=${data.length}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature names what the map holds
  return useMemo(() => new Map(loaded), [signature]);
}
