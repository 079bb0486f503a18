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

type OfferedTemplate = { id: string; name: string; media: readonly string[]; language?: string };

const baseLanguage = (language: string | undefined) => (language ?? '').toLowerCase().split('-')[0] ?? '';

/**
 * The templates the composer offers: those for the chosen channel, the customer's language first,
 * then the others; each group sorted by name in the user's language.
 */
export function templateOptions(templates: readonly OfferedTemplate[], media: ComposerMedia, customerLanguage: string, uiLanguage: string): { value: string; label: string }[] {
  const own = baseLanguage(customerLanguage);
  const collator = new Intl.Collator(uiLanguage, { sensitivity: 'base', numeric: true });
  return templates
    .filter((template) => template.media.includes(media))
    .map((template) => ({ template, rank: baseLanguage(template.language) === own ? 0 : 1 }))
    .sort((a, b) => a.rank - b.rank || collator.compare(a.template.name, b.template.name))
    .map(({ template }) => ({ value: template.id, label: template.name }));
}
