/**
 * The administration's style and content settings (contract tag `administration-setup`) as the
 * mock reads them when it sends or prints a message to a debtor; what a message takes from them is
 * in ../media/message-content.ts.
 */
import type { ContentSettingsWrite, StyleSettingsWrite, StyleSettingsAllOfLogo } from '#api/generated/model/index';
import type { MockDb } from '../db/db';

type ContentSettings = ContentSettingsWrite;
type StyleSettings = StyleSettingsWrite & { logo: StyleSettingsAllOfLogo | null };

function documentBody<T>(db: MockDb, administrationId: string, kind: 'style' | 'content'): T | null {
  const record = db.setupDocuments.findFirst((q) => q.where({ id: `${administrationId}:${kind}` }));
  return record ? (JSON.parse(record.body) as T) : null;
}

export const contentSettingsOf = (db: MockDb, administrationId: string) => documentBody<ContentSettings>(db, administrationId, 'content');
export const styleSettingsOf = (db: MockDb, administrationId: string) => documentBody<StyleSettings>(db, administrationId, 'style');
