import { useMemo } from 'react';
import { useListAdministrations } from '@/api/generated/endpoints/administrations/administrations';
import type { Placeholder } from '@/api/generated/model';
import { sampleFacts, type MessageFacts } from '@/lib/message-render';

/**
 * The sample customer a template's preview is written to: the placeholders' examples, in the
 * template's language (else the administration's) and the administration's currency, so the
 * preview reads as the message the API will send (one renderer, `renderMessage`).
 */
export function useSampleFacts(administrationId: string, templateLanguage: string | undefined, placeholders: readonly Placeholder[]): MessageFacts {
  const administration = useListAdministrations().data?.items.find((a) => a.id === administrationId);
  const language = templateLanguage ?? administration?.language ?? 'en';
  const currency = administration?.currency ?? 'EUR';
  return useMemo(
    () => sampleFacts(language, currency, new Map(placeholders.flatMap((p) => (p.example === undefined ? [] : [[p.key, p.example] as const])))),
    [language, currency, placeholders],
  );
}
