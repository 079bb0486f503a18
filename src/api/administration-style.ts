import { useGetStyleSettings } from '@/api/generated/endpoints/administration-setup/administration-setup';
import type { LetterBrand } from '@/lib/letter-page';

/**
 * The administration's logo and brand colour as letters show them (the template editor's and the
 * composer's letter previews). Every member may read them; until they are there, or if they fail,
 * a letter shows without them.
 */
export function useLetterBrand(administrationId: string): LetterBrand {
  const style = useGetStyleSettings(administrationId, { query: { staleTime: 60_000 } }).data;
  return { logoImageId: style?.logo?.imageId ?? null, colour: style?.brandColour ?? null };
}
