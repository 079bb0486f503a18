/**
 * Records of the administration-setup pages (contract tag `administration-setup`): one versioned
 * document per administration and kind (its style, content settings and subscription), kept as JSON
 * beside its version, as the /settings pages keep theirs. The logo's bytes are an image record
 * (`images`, served by getImage).
 */
import { z } from 'zod';

export const SETUP_KINDS = ['style', 'content', 'subscription'] as const;
export type SetupKind = (typeof SETUP_KINDS)[number];

export const setupDocumentSchema = z.object({
  /** `<administrationId>:<kind>`. */
  id: z.string(),
  administrationId: z.string(),
  kind: z.enum(SETUP_KINDS),
  body: z.string(),
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime(),
});

export type SetupDocumentRecord = z.infer<typeof setupDocumentSchema>;
