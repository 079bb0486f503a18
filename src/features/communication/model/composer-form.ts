/**
 * The composer's form fields (SPEC §3: email, subject, cc, phone number; attachments are chosen
 * beside them) and what each media type needs of them, checked with the generic messages of
 * SPEC §5 ("Required", "Invalid email", …). A field the media type does not use is not checked.
 */
import { z } from 'zod';
import type { QualifiedKey } from '@/lib/i18n';
import type { ComposerMedia } from './composer.machine';

/** The contract's PhoneNumber: a plus, then digits and spaces. */
export const PHONE_PATTERN = /^\+[0-9][0-9 ]{6,19}$/;
const PHONE_MESSAGE: QualifiedKey<'communication'> = 'communication:composer.phoneInvalid';
const INVALID_EMAIL = 'validation.invalidEmail';

/** "a@b.nl, c@d.nl" → the addresses; blanks between commas are ignored. */
export function ccAddresses(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const optionalText = z.string().optional();

export function composerFormSchema(media: ComposerMedia) {
  const email = media === 'email';
  const text = media === 'sms' || media === 'whatsapp';
  return z.object({
    email: email ? z.email().max(254) : optionalText,
    subject: email || media === 'letter' ? z.string().trim().min(1).max(200) : optionalText,
    cc: email
      ? optionalText.refine((value) => ccAddresses(value).every((address) => z.email().safeParse(address).success), { error: INVALID_EMAIL })
      : optionalText,
    phoneNumber: text ? z.string().regex(PHONE_PATTERN, { error: PHONE_MESSAGE }) : optionalText,
  });
}


/** Plain text of a message for SMS and WhatsApp: paragraphs and line breaks kept, tags dropped. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h\d|li|div)>/gi, '\n\n'), 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
