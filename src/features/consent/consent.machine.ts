import { assign, setup } from 'xstate';
import {
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY_NECESSARY,
  CONSENT_DEFAULT_LANGUAGE,
  CONSENT_EXPIRES_AFTER_MS,
} from './consent.constants';

/** The consent record stored in cc_cookie (SPEC §3), same shape as vanilla-cookieconsent's CookieValue. */
export interface ConsentRecord {
  categories: string[];
  revision: number;
  data: unknown;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  consentId: string;
  services: Record<string, string[]>;
  languageCode: string;
  expirationTime: number;
}

export type AcceptType = 'all' | 'necessary' | 'custom';

export interface ConsentContext {
  revision: number;
  record: ConsentRecord | null;
  acceptType: AcceptType | null;
  languageCode: string;
  now: number;
}

/** `now` (ms since epoch) and `record` are optional; without a record the machine builds one. */
interface DecisionFields {
  now?: number;
  record?: ConsentRecord;
}

export type ConsentEvent =
  | { type: 'START'; record: unknown; revision: number; now: number; languageCode?: string }
  | { type: 'CHECK'; now: number; revision?: number }
  | ({ type: 'ACCEPT_ALL' } & DecisionFields)
  | ({ type: 'REJECT_ALL' } & DecisionFields)
  | ({ type: 'SAVE'; categories: string[] } & DecisionFields)
  | { type: 'SHOW_PREFERENCES' }
  | { type: 'HIDE_PREFERENCES' };

function isValidDate(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));
}

/** Structural check: a record without a valid id or timestamps is no consent at all. */
export function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.consentId === 'string' &&
    r.consentId.trim() !== '' &&
    isValidDate(r.consentTimestamp) &&
    isValidDate(r.lastConsentTimestamp) &&
    Array.isArray(r.categories) &&
    r.categories.every((c) => typeof c === 'string') &&
    typeof r.revision === 'number' &&
    typeof r.expirationTime === 'number' &&
    Number.isFinite(r.expirationTime)
  );
}

/** Valid consent: well-formed, same revision, not expired. */
export function isRecordValid(record: unknown, revision: number, now: number): record is ConsentRecord {
  return isConsentRecord(record) && record.revision === revision && record.expirationTime > now;
}

/** Keeps only known categories and always includes the read-only necessary one. */
export function normalizeCategories(categories: readonly string[]): string[] {
  return CONSENT_CATEGORIES.filter((c) => c === CONSENT_CATEGORY_NECESSARY || categories.includes(c));
}

function acceptTypeOf(categories: readonly string[]): AcceptType {
  const accepted = normalizeCategories(categories);
  if (accepted.length === CONSENT_CATEGORIES.length) return 'all';
  if (accepted.length === 1) return 'necessary';
  return 'custom';
}

export function buildRecord(
  categories: readonly string[],
  context: Pick<ConsentContext, 'record' | 'revision' | 'languageCode'>,
  now: number,
): ConsentRecord {
  const previous = context.record;
  const accepted = normalizeCategories(categories);
  const nowIso = new Date(now).toISOString();
  return {
    categories: accepted,
    revision: context.revision,
    data: previous?.data ?? null,
    consentTimestamp: previous?.consentTimestamp ?? nowIso,
    lastConsentTimestamp: nowIso,
    consentId: previous?.consentId ?? crypto.randomUUID(),
    services: Object.fromEntries(accepted.map((c) => [c, []])),
    languageCode: context.languageCode,
    expirationTime: now + CONSENT_EXPIRES_AFTER_MS,
  };
}

function decide(context: ConsentContext, event: DecisionFields, categories: readonly string[], acceptType: AcceptType) {
  const now = event.now ?? Date.now();
  const record = event.record && isConsentRecord(event.record) ? event.record : buildRecord(categories, context, now);
  return { record, acceptType, now };
}

const decisions = {
  ACCEPT_ALL: { target: '#consent.accepted', actions: 'acceptAll' },
  REJECT_ALL: { target: '#consent.rejected', actions: 'rejectAll' },
  SAVE: { target: '#consent.custom', actions: 'save' },
} as const;
/** Re-validates (revision bump, expiry passed) and asks again when consent is no longer valid. */
const checkTransition = { target: '#consent.checking', actions: 'check' } as const;
const decidedTransitions = {
  ...decisions,
  CHECK: checkTransition,
  SHOW_PREFERENCES: { target: '#consent.preferences' },
} as const;

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  guards: {
    hasNoValidConsent: ({ context }) => !isRecordValid(context.record, context.revision, context.now),
    acceptedAll: ({ context }) => context.acceptType === 'all',
    rejectedAll: ({ context }) => context.acceptType === 'necessary',
  },
  actions: {
    start: assign(({ event }) => {
      if (event.type !== 'START') return {};
      const record = isConsentRecord(event.record) ? event.record : null;
      return {
        record,
        revision: event.revision,
        now: event.now,
        acceptType: record ? acceptTypeOf(record.categories) : null,
        languageCode: event.languageCode ?? record?.languageCode ?? CONSENT_DEFAULT_LANGUAGE,
      };
    }),
    check: assign(({ context, event }) => {
      if (event.type !== 'CHECK') return {};
      return { now: event.now, revision: event.revision ?? context.revision };
    }),
    acceptAll: assign(({ context, event }) =>
      event.type === 'ACCEPT_ALL' ? decide(context, event, CONSENT_CATEGORIES, 'all') : {},
    ),
    rejectAll: assign(({ context, event }) =>
      event.type === 'REJECT_ALL' ? decide(context, event, [CONSENT_CATEGORY_NECESSARY], 'necessary') : {},
    ),
    save: assign(({ context, event }) =>
      event.type === 'SAVE' ? decide(context, event, event.categories, 'custom') : {},
    ),
  },
}).createMachine({
  id: 'consent',
  initial: 'noConsent',
  context: { revision: 0, record: null, acceptType: null, languageCode: CONSENT_DEFAULT_LANGUAGE, now: 0 },
  states: {
    /** Nothing known yet: waiting for START with the stored record. */
    noConsent: {
      on: { START: { target: 'checking', actions: 'start' } },
    },
    /** Transient: route to `asked` when there is no valid consent, else to the decided state. */
    checking: {
      always: [
        { guard: 'hasNoValidConsent', target: 'asked' },
        { guard: 'acceptedAll', target: 'accepted' },
        { guard: 'rejectedAll', target: 'rejected' },
        { target: 'custom' },
      ],
    },
    /** The banner is shown. */
    asked: { on: { ...decisions, CHECK: checkTransition, SHOW_PREFERENCES: { target: 'preferences' } } },
    /** The preferences modal is open. */
    preferences: {
      on: { ...decisions, CHECK: checkTransition, HIDE_PREFERENCES: { target: 'checking' } },
    },
    /** Decided states: the user may change their mind or reopen the preferences. */
    accepted: { tags: ['decided'], on: decidedTransitions },
    rejected: { tags: ['decided'], on: decidedTransitions },
    custom: { tags: ['decided'], on: decidedTransitions },
  },
});

