import type { Media } from '@/api/generated/model';
import { draftStorageKey } from '@/lib/kept-drafts';

/** What the editor keeps of unsaved work: the fields a save sends, and the version they were made on. */
export type TemplateDraft = {
  name: string;
  hml: string;
  media: Media[];
  headerFooterId: string | null;
  /** The etag of the version the edits started from. */
  baseEtag: string;
  /** ISO time of the last keep. */
  savedAt: string;
};

/**
 * One draft per user, administration and template: two administrations' templates never mix, and
 * another person on the same browser never restores it (sign-out removes every draft).
 */
export function draftKey(userId: string, administrationId: string, templateId: string): string {
  return draftStorageKey(userId, 'template', administrationId, templateId);
}

function isDraft(value: unknown): value is TemplateDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    typeof v.hml === 'string' &&
    Array.isArray(v.media) &&
    (v.headerFooterId === null || typeof v.headerFooterId === 'string') &&
    typeof v.baseEtag === 'string' &&
    typeof v.savedAt === 'string'
  );
}

/** The kept draft, or null when none (or when what is stored is not one: it is then dropped). */
export function readDraft(storage: Storage, userId: string, administrationId: string, templateId: string): TemplateDraft | null {
  const key = draftKey(userId, administrationId, templateId);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed)) return parsed;
  } catch {
    // Unreadable: dropped below.
  }
  storage.removeItem(key);
  return null;
}

export function writeDraft(storage: Storage, userId: string, administrationId: string, templateId: string, draft: TemplateDraft): void {
  try {
    storage.setItem(draftKey(userId, administrationId, templateId), JSON.stringify(draft));
  } catch {
    // A full or refused storage: the edits stay on screen; only the reload safety net is lost.
  }
}

export function clearDraft(storage: Storage, userId: string, administrationId: string, templateId: string): void {
  storage.removeItem(draftKey(userId, administrationId, templateId));
}
