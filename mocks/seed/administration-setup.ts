/**
 * Each administration's style, content settings and subscription (contract tag
 * `administration-setup`). Van Dijk is on Business, Harbour Freight on Starter, so the upgrade's
 * path starts from the seed. Both have a logo uploaded, so their seeded letters print one: Van
 * Dijk's a palette PNG, Harbour Freight's a baseline JPEG (the two ways a PDF embeds a logo).
 */
import type { ContentSettingsWrite } from '#api/generated/model/index';
import type { ImageRecord } from '../db/schemas';
import type { SetupDocumentRecord, SetupKind } from '../db/administration-setup-schemas';
import { administrationFixtures } from './fixtures';

const SAVED_AT = '2026-11-20T09:15:00Z';

/** A small logo per administration (its initials on its brand colour), base64. */
const LOGOS: Record<string, { contentType: 'image/png' | 'image/jpeg'; body: string }> = {
  nl: {
    contentType: 'image/png',
    body: 'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAsCAMAAADigU7NAAAABlBMVEUdTtj///8esvnGAAAANklEQVR42mNgGAWjAAkwAgE2PiMaGKkG4FM3asCoAcPNAFyaRg0YeQbg0kBUoTqMDBgFIxIAABBRAfGld66+AAAAAElFTkSuQmCC',
  },
  // 64 × 48, "HF" in white blocks on teal: DC-only baseline JPEG (every 8 × 8 block one colour).
  gb: {
    contentType: 'image/jpeg',
    body: '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAwAEADAREAAhEAAxEA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACAAMAAD8A/LF7W/GgAAAAAAAAAAAB/qjPFH7Lv8rl7W/Gh/qjPFH7Lv8AK5e1vxof6ozxR+y4AAD/ACuXtb8aH+qM8UfsuAAA/wArl7W/Gh/qjPFH7Lv8rl7W/GgAAB/qjPFH7Lv8rl7W/Gh/qjPFH7Lv8rl7W/Gh/qjPFH7LgB/lcva340AB/qjPFH7Lv8rl7W/Gh/qjPFH7Lv8AK5e1vxof6ozxR+y7/K5e1vxoAAAAAAAAAAAAAD//2Q==',
  },
};

export const logoImageId = (code: string, version: number) => `logo-upload-${code}-${version}`;

const documents: Record<string, Record<SetupKind, object>> = {
  nl: {
    style: {
      brandColour: '#1d4ed8',
      logo: { imageId: logoImageId('nl', 1), fileName: 'van-dijk-logo.png', contentType: 'image/png', size: 0, uploadedAt: SAVED_AT },
    },
    content: {
      defaultLanguage: 'nl',
      tone: 'formal',
      letterFooter: 'Van Dijk Installatietechniek B.V. · KvK 12345678 · NL91 ABNA 0417 1643 00',
      emailSignature: 'Met vriendelijke groet,\nAfdeling debiteurenbeheer\nVan Dijk Installatietechniek',
      legalText: 'Op al onze leveringen zijn onze algemene voorwaarden van toepassing.',
    },
    subscription: { plan: 'business', lastCharge: null },
  },
  gb: {
    style: {
      brandColour: '#0f766e',
      logo: { imageId: logoImageId('gb', 1), fileName: 'harbour-freight-logo.jpg', contentType: 'image/jpeg', size: 0, uploadedAt: SAVED_AT },
    },
    content: {
      defaultLanguage: 'en',
      tone: 'informal',
      letterFooter: 'Harbour Freight Services Ltd · Registered in England and Wales 09876543',
      emailSignature: 'Kind regards,\nCredit Control\nHarbour Freight Services',
      legalText: 'All services are provided under our standard trading conditions, available on request.',
    },
    subscription: { plan: 'starter', lastCharge: null },
  },
};

/** An administration's seeded content settings (the seeded sent e-mails carry them as sent ones do). */
export function seededContentSettings(code: string): ContentSettingsWrite | null {
  return (documents[code]?.content as ContentSettingsWrite | undefined) ?? null;
}

export function seedSetupDocuments(): SetupDocumentRecord[] {
  return administrationFixtures.flatMap((admin) =>
    (Object.entries(documents[admin.code] ?? {}) as [SetupKind, Record<string, unknown>][]).map(([kind, body]) => {
      const logo = kind === 'style' && LOGOS[admin.code] ? { ...(body.logo as object), size: atob(LOGOS[admin.code]!.body).length } : undefined;
      return { id: `${admin.id}:${kind}`, administrationId: admin.id, kind, body: JSON.stringify(logo ? { ...body, logo } : body), version: 1, updatedAt: SAVED_AT };
    }),
  );
}

/** The uploaded logos' images (raster images are kept as base64). */
export function seedLogoImages(): ImageRecord[] {
  return administrationFixtures.flatMap((admin) => {
    const logo = LOGOS[admin.code];
    return logo ? [{ id: logoImageId(admin.code, 1), administrationId: admin.id, contentType: logo.contentType, body: logo.body }] : [];
  });
}
