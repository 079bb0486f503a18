import { useQuery } from '@tanstack/react-query';
import { useActiveAdministrationId } from '@/lib/administration';
import { fetchProtectedImage } from './protected-image';

const PREVIEW_IMAGE_CACHE_MS = 10 * 60_000;

/** `<img src="images/{imageId}">`: an administration's own image in a template or letterhead. */
const API_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*["']images\/([A-Za-z0-9._-]{1,100})["']/gi;

/** The image ids a template's HTML refers to, each once. */
export function apiImageIds(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(API_IMAGE), (match) => match[1]!))];
}

/**
 * The image as a `data:` URL. Read through `arrayBuffer()` rather than a FileReader: a raster image
 * is the Blob the fetch answered, which may come from another realm (Node's fetch under jsdom) that
 * a FileReader refuses.
 */
async function dataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * The administration's images a preview shows (its logo in a letterhead), fetched with the bearer
 * token like every protected image (checked and, for SVG, sanitised there) and handed to the
 * preview as `data:` URLs: the preview's policy stays "images from data: and blob: only", so no
 * other address in a template is ever loaded. Maps `images/{id}` to its data URL once loaded; an
 * image that fails stays out (its alt text shows). One query for the preview's set of images
 * (`useQueries` would add its code to every page's first load).
 */
export function usePreviewImages(html: string): ReadonlyMap<string, string> {
  const administrationId = useActiveAdministrationId();
  const ids = administrationId ? apiImageIds(html) : [];
  const images = useQuery({
    // Under the images' path, so the entry belongs to the media cache group and the administration.
    queryKey: [`/administrations/${administrationId}/images`, 'preview', ...ids] as const,
    queryFn: async ({ signal }) => {
      const loaded = await Promise.allSettled(
        ids.map(async (id) => [`images/${id}`, await dataUrl(await fetchProtectedImage(`/administrations/${administrationId}/images/${id}`, signal))] as const),
      );
      return new Map(loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
    },
    enabled: ids.length > 0,
    staleTime: Infinity,
    gcTime: PREVIEW_IMAGE_CACHE_MS,
    retry: false,
  });
  return images.data ?? NO_IMAGES;
}

const NO_IMAGES: ReadonlyMap<string, string> = new Map();
