/**
 * The one list of the fake backend's collections: name → record schema, how it is seeded and, for
 * collections that grow with an administration's business, how many records each administration
 * gets. The database (db.ts), its snapshot schema, persistence (file, localStorage), the seed
 * (../seed/seed.ts), its sizes (MOCK_SCALE, MOCK_SEED_<NAME>) and /__mock/health are all derived
 * from it.
 *
 * Adding a collection = one entry here, its record schema (./schemas.ts, derived from the generated
 * contract schemas) and, when it starts with data, a seed builder in ../seed/. Stored data written
 * before the entry existed lacks the collection and is re-seeded on the next start.
 *
 * Seed builders run in the order of this list and may read the records of collections listed before
 * them (`context.records(name)`); declare them as functions with an explicit return type (an inline
 * arrow that reads other collections would make this object's type refer to itself).
 */
import type { z } from 'zod';
import { accountTokenSchema, credentialSchema, loginFailureSchema, outboxMessageSchema } from './account-schemas';
import {
  administrationSchema,
  arrangementSchema,
  collectionCaseSchema,
  exportDefinitionSchema,
  exportJobSchema,
  headerFooterSchema,
  imageSchema,
  journeyActionSchema,
  journeyClockSchema,
  journeySchema,
  paymentUnderwaySchema,
  placeholderSchema,
  settledPaymentSchema,
  taskSchema,
  invitationSchema,
  roleSchema,
  templateSchema,
  tokenSchema,
  userSchema,
} from './schemas';
import { seedInvitations, seedRoles, withRoles } from '../seed/roles';
import {
  attachmentSchema,
  commentSchema,
  contactSchema,
  customerSchema,
  customFieldDefinitionSchema,
  idempotencyRecordSchema,
  invoiceSchema,
  superDebtorSchema,
} from './receivables-schemas';
import { callSchema, emailSchema, letterSchema, messageBatchSchema, messagePreviewSchema, textMessageSchema } from './communication-schemas';
import { invitedUserFixtures, seedAccountTokens, seedCredentials, seedTokens } from '../seed/accounts';
import { administrationFixtures, headerFooterFixtures, placeholderFixtures, userFixtures } from '../seed/fixtures';
import { seedImages } from '../seed/images';
import {
  seedAttachments,
  seedComments,
  seedContacts,
  seedCustomers,
  seedCustomFieldDefinitions,
  seedInvoices,
  seedSuperDebtors,
} from '../seed/receivables';
import { seedTemplates } from '../seed/templates';
import { mailMessageSchema } from './mailbox-schemas';
import { seedMailMessages } from '../seed/mailbox';
import { seedCalls, seedEmails, seedLetters, seedMessageBatches } from '../seed/communication';
import { seedArrangements } from '../seed/arrangements';
import { notificationSettingSchema, settingsDocumentSchema, tailoredVariableSchema } from './settings-schemas';
import { seedNotificationSettings, seedSettingsDocuments, seedTailoredVariables } from '../seed/settings';
import { setupDocumentSchema } from './administration-setup-schemas';
import { seedSetupDocuments } from '../seed/administration-setup';
import { departmentSchema, issueCategorySchema, issueHistorySchema, issueSchema } from './issue-schemas';
import { seedDepartments, seedIssueCategories, seedIssueHistory, seedIssues } from '../seed/issues';
import { seedSettledPayments } from '../seed/settled-payments';
import { seedPaymentsUnderway } from '../seed/payments-underway';
import { seedExportDefinitions } from '../seed/export-definitions';
import { seedJourneyActions, seedJourneyClocks, seedJourneys } from '../seed/journeys';
import { seedTasks } from '../seed/tasks';
import { seedForCollection } from '../seed/for-collection';

type RecordSchema = z.ZodObject;

/** What a seed builder is given. */
export interface SeedContext {
  /** Records per administration asked for this collection (0 for collections without a size). */
  readonly perAdministration: number;
  /** The seeded records of a collection listed earlier. */
  records<K extends CollectionName>(name: K): readonly RecordOf<K>[];
}

export interface CollectionDefinition<S extends RecordSchema = RecordSchema> {
  readonly schema: S;
  /**
   * The records a fresh seed starts with (default: none). They are parsed with `schema`, so
   * fixture-only fields are dropped and a builder that breaks the schema fails at seeding.
   */
  readonly seed?: (context: SeedContext) => readonly z.input<S>[];
}

export interface SizedCollectionDefinition<S extends RecordSchema = RecordSchema> extends CollectionDefinition<S> {
  readonly size: {
    /** Records per administration at MOCK_SCALE=1. */
    readonly perAdministration: number;
    /** The most a seed may ask for per administration, whatever the scale. */
    readonly max: number;
  };
}

/** A collection of fixed size: its seed does not scale. */
function fixed<S extends RecordSchema>(schema: S, seed?: CollectionDefinition<S>['seed']): CollectionDefinition<S> {
  return { schema, seed };
}

/** A collection whose seed size per administration scales with MOCK_SCALE and can be set alone. */
function sized<S extends RecordSchema>(
  schema: S,
  size: SizedCollectionDefinition<S>['size'],
  seed: NonNullable<CollectionDefinition<S>['seed']>,
): SizedCollectionDefinition<S> {
  return { schema, size, seed };
}

export const collections = {
  administrations: fixed(administrationSchema, () => administrationFixtures),
  users: fixed(userSchema, seedUsers),
  // Administration settings: roles (sets of permission names) and invitations not yet accepted.
  roles: fixed(roleSchema, seedRoles),
  invitations: fixed(invitationSchema, () => seedInvitations(invitedUserFixtures)),
  templates: sized(templateSchema, { perAdministration: 40, max: 20_000 }, seedTemplates),
  headersFooters: fixed(headerFooterSchema, () => administrationFixtures.flatMap(headerFooterFixtures)),
  placeholders: fixed(placeholderSchema, placeholderFixtures),
  images: fixed(imageSchema, seedImages),
  tokens: fixed(tokenSchema, seedTokens),
  credentials: fixed(credentialSchema, seedCredentials),
  accountTokens: fixed(accountTokenSchema, seedAccountTokens),
  outbox: fixed(outboxMessageSchema),
  loginFailures: fixed(loginFailureSchema),
  // The receivables core. MOCK_SCALE=50 gives the benchmark's 5,000 customers and 50,000 invoices
  // per administration; the others follow the customers and invoices they hang on.
  superDebtors: fixed(superDebtorSchema, seedSuperDebtors),
  customFieldDefinitions: fixed(customFieldDefinitionSchema, seedCustomFieldDefinitions),
  customers: sized(customerSchema, { perAdministration: 100, max: 10_000 }, seedCustomers),
  contacts: fixed(contactSchema, seedContacts),
  invoices: sized(invoiceSchema, { perAdministration: 1_000, max: 100_000 }, seedInvoices),
  comments: fixed(commentSchema, seedComments),
  attachments: fixed(attachmentSchema, seedAttachments),
  idempotencyKeys: fixed(idempotencyRecordSchema),
  // Communication: a few hundred sent items per administration at MOCK_SCALE=1.
  messageBatches: fixed(messageBatchSchema, seedMessageBatches),
  emails: sized(emailSchema, { perAdministration: 150, max: 50_000 }, seedEmails),
  letters: sized(letterSchema, { perAdministration: 60, max: 20_000 }, seedLetters),
  calls: sized(callSchema, { perAdministration: 80, max: 20_000 }, seedCalls),
  textMessages: fixed(textMessageSchema),
  messagePreviews: fixed(messagePreviewSchema),
  // Payment plans follow the invoices they cover (so MOCK_SCALE grows them with the invoices).
  arrangements: fixed(arrangementSchema, seedArrangements),
  // Issues: every seeded disputed invoice's open issue, plus 40 resolved or rejected ones per
  // administration at MOCK_SCALE=1 (the historical ones grow with the scale).
  issueCategories: fixed(issueCategorySchema, seedIssueCategories),
  departments: fixed(departmentSchema, seedDepartments),
  issues: sized(issueSchema, { perAdministration: 40, max: 50_000 }, seedIssues),
  issueHistory: fixed(issueHistorySchema, seedIssueHistory),
  // Payments: one for every partly paid invoice (the amount that explains it) follows the invoices;
  // the size is the recent payments of paid invoices (some paying several, some over-paying) plus
  // unmatched ones. Payments underway: links and portal payments of open invoices not settled yet.
  settledPayments: sized(settledPaymentSchema, { perAdministration: 60, max: 50_000 }, seedSettledPayments),
  paymentsUnderway: sized(paymentUnderwaySchema, { perAdministration: 15, max: 10_000 }, seedPaymentsUnderway),
  // The incoming mailbox: 200 per administration, 10,000 at the benchmark's MOCK_SCALE=50. After
  // the issues, so a dispute names a real one.
  mailMessages: sized(mailMessageSchema, { perAdministration: 200, max: 20_000 }, seedMailMessages),
  // Exports: two saved definitions per administration; jobs are made by running them.
  exportDefinitions: fixed(exportDefinitionSchema, seedExportDefinitions),
  exportJobs: fixed(exportJobSchema),
  // Journeys: the three each administration's customers follow (seeded with the customers' ids),
  // steps on templates of that administration; what their runs took, and each one's clock.
  journeys: fixed(journeySchema, seedJourneys),
  journeyActions: fixed(journeyActionSchema, seedJourneyActions),
  journeyClocks: fixed(journeyClockSchema, seedJourneyClocks),
  tasks: sized(taskSchema, { perAdministration: 60, max: 50_000 }, seedTasks),
  // Collection cases follow the invoices seeded "for collection" (one case per customer), plus
  // closed ones over paid invoices, so MOCK_SCALE grows them with the invoices.
  forCollection: fixed(collectionCaseSchema, seedForCollection),
  // The /settings pages: one document per page and administration, the notifications, the tailored
  // variables (the `tailored` placeholders of the template editor).
  settingsDocuments: fixed(settingsDocumentSchema, seedSettingsDocuments),
  notificationSettings: fixed(notificationSettingSchema, seedNotificationSettings),
  tailoredVariables: fixed(tailoredVariableSchema, seedTailoredVariables),
  // The administration-setup pages: each administration's style, content settings and subscription.
  setupDocuments: fixed(setupDocumentSchema, seedSetupDocuments),
};

function seedUsers(): readonly z.input<typeof userSchema>[] {
  return withRoles([...userFixtures, ...invitedUserFixtures]);
}

type Collections = typeof collections;
export type CollectionName = keyof Collections;
export type SchemaOf<K extends CollectionName> = Collections[K]['schema'];
export type RecordOf<K extends CollectionName> = z.output<SchemaOf<K>>;

/** Collections whose seed size is set per administration (and scaled by MOCK_SCALE). */
export type SizedCollectionName = {
  [K in CollectionName]: Collections[K] extends SizedCollectionDefinition ? K : never;
}[CollectionName];

/** In the order of the list (the order seed builders run in). */
export const collectionNames = Object.keys(collections) as CollectionName[];

export const sizedCollectionNames = collectionNames.filter(
  (name): name is SizedCollectionName => 'size' in collections[name],
);

export function sizeOf(name: SizedCollectionName): SizedCollectionDefinition['size'] {
  return collections[name].size;
}
