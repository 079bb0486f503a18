/**
 * The composer's safety net (issue 20 point 8): the message being written — channel, template,
 * invoices, the text, subject, addresses, phone number and files — is kept in the browser as it
 * is typed, per user and customer (`@/components/form/kept-input`, the same mechanism as every
 * form). A session that ends mid-edit (a 401 on the retry, then the sign-in round trip), a closed
 * tab or a lost connection loses nothing: the composer opened again for the same user, customer
 * and invoice offers it back (restore or discard), never applied unasked. A sent message is no
 * longer kept; signing out removes it (kept-drafts.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUserId } from '@/api/current-user';
import { useKeptInput } from '@/components/form/kept-input';
import { draftStorageKey, dropKeptInput } from '@/lib/kept-drafts';
import { COMPOSER_MEDIA, type ComposerMedia } from '../model/composer.machine';

/** What of a message is kept: the composer's state and the form's fields. */
export type KeptMessage = {
  media: ComposerMedia;
  templateId: string | null;
  invoiceIds: string[];
  html: string | null;
  email: string;
  subject: string;
  cc: string;
  phoneNumber: string;
  attachmentIds: string[];
};

type Options = {
  administrationId: string;
  customerId: string;
  invoiceId: string | undefined;
  /** The message as the composer shows it now. */
  message: KeptMessage;
  /** The message went out: nothing of it stays kept. */
  sent: boolean;
  /** Puts restored parts into the composer (only those that differ from what it shows). */
  apply: (restored: Partial<KeptMessage>) => void;
};

/** The storage parts of a composer's kept message: per administration, customer and invoice written from. */
export function composerKeep(administrationId: string, customerId: string, invoiceId: string | undefined): string[] {
  return ['composer', administrationId, customerId, ...(invoiceId ? [invoiceId] : [])];
}

/** Whether a kept value is one the composer can show (stored input is never trusted blindly). */
function usable(restored: Partial<KeptMessage>): Partial<KeptMessage> {
  const result: Partial<KeptMessage> = {};
  const strings = ['email', 'subject', 'cc', 'phoneNumber'] as const;
  for (const name of strings) if (typeof restored[name] === 'string') result[name] = restored[name];
  if (restored.media && (COMPOSER_MEDIA as readonly string[]).includes(restored.media)) result.media = restored.media;
  if ('templateId' in restored && (restored.templateId === null || typeof restored.templateId === 'string')) result.templateId = restored.templateId;
  if ('html' in restored && (restored.html === null || typeof restored.html === 'string')) result.html = restored.html;
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : undefined);
  const invoiceIds = ids(restored.invoiceIds);
  if (invoiceIds) result.invoiceIds = invoiceIds;
  const attachmentIds = ids(restored.attachmentIds);
  if (attachmentIds) result.attachmentIds = attachmentIds;
  return result;
}

export function useKeptMessage({ administrationId, customerId, invoiceId, message, sent, apply }: Options) {
  const parts = composerKeep(administrationId, customerId, invoiceId);
  // The message as the composer opened: only what differs from it is kept.
  const [base] = useState(message);
  const { media, templateId, invoiceIds, html, email, subject, cc, phoneNumber, attachmentIds } = message;
  const values = useMemo(
    () => ({ media, templateId, invoiceIds, html, email, subject, cc, phoneNumber, attachmentIds }),
    [media, templateId, invoiceIds, html, email, subject, cc, phoneNumber, attachmentIds],
  );
  // Once sent, the composer shows the confirmation: nothing is kept (or offered) until the next message.
  const kept = useKeptInput({ parts: sent ? undefined : parts, values, base, apply: (restored) => apply(usable(restored)) });
  const userId = useCurrentUserId();
  const key = userId ? draftStorageKey(userId, 'form', ...parts) : null;
  useEffect(() => {
    if (sent && key) dropKeptInput(key);
  }, [sent, key]);
  return kept;
}
