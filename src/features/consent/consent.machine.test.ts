import { createActor } from 'xstate';
import { CONSENT_EXPIRES_AFTER_MS } from './consent.constants';
import { buildRecord, type ConsentRecord, consentMachine, isConsentRecord, isRecordValid } from './consent.machine';

const NOW = Date.parse('2026-01-01T00:00:00.000Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function record(overrides: Partial<ConsentRecord> = {}): ConsentRecord {
  return {
    categories: ['necessary', 'analytics'],
    revision: 1,
    data: null,
    consentTimestamp: '2025-12-01T00:00:00.000Z',
    lastConsentTimestamp: '2025-12-01T00:00:00.000Z',
    consentId: '5b0c0a3e-2d7f-4c1e-9a4b-1f2e3d4c5b6a',
    services: { necessary: [], analytics: [] },
    languageCode: 'en',
    expirationTime: NOW + 1000,
    ...overrides,
  };
}

function started(stored: unknown, revision = 1, now = NOW) {
  const actor = createActor(consentMachine).start();
  actor.send({ type: 'START', record: stored, revision, now });
  return actor;
}

describe('consent machine', () => {
  it('starts in noConsent and ignores decisions before START', () => {
    const actor = createActor(consentMachine).start();
    expect(actor.getSnapshot().value).toBe('noConsent');
    actor.send({ type: 'ACCEPT_ALL', now: NOW });
    expect(actor.getSnapshot().value).toBe('noConsent');
  });

  it('asks on a first visit (no record)', () => {
    expect(started(null).getSnapshot().value).toBe('asked');
  });

  it.each([
    ['missing consentId', { consentId: undefined }],
    ['empty consentId', { consentId: '' }],
    ['missing consentTimestamp', { consentTimestamp: undefined }],
    ['invalid lastConsentTimestamp', { lastConsentTimestamp: 'not a date' }],
    ['missing expirationTime', { expirationTime: undefined }],
  ])('asks again for an invalid record (%s)', (_label, overrides) => {
    const actor = started({ ...record(), ...overrides });
    expect(actor.getSnapshot().value).toBe('asked');
    expect(actor.getSnapshot().context.record).toBeNull();
  });

  it('asks again for a non-object record', () => {
    expect(started('garbage').getSnapshot().value).toBe('asked');
  });

  it('asks again when the revision changed', () => {
    expect(started(record({ revision: 1 }), 2).getSnapshot().value).toBe('asked');
  });

  it('asks again when the expiration time has passed', () => {
    expect(started(record({ expirationTime: NOW - 1 })).getSnapshot().value).toBe('asked');
    expect(started(record({ expirationTime: NOW })).getSnapshot().value).toBe('asked');
  });

  it('restores accepted from a valid record with analytics', () => {
    expect(started(record()).getSnapshot().value).toBe('accepted');
  });

  it('restores rejected from a valid record with only necessary', () => {
    expect(started(record({ categories: ['necessary'] })).getSnapshot().value).toBe('rejected');
  });

  it('asked → accepted on ACCEPT_ALL, building a full record', () => {
    const actor = started(null, 3);
    actor.send({ type: 'ACCEPT_ALL', now: NOW });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('accepted');
    expect(context.acceptType).toBe('all');
    expect(context.record).toMatchObject({
      categories: ['necessary', 'analytics'],
      revision: 3,
      data: null,
      consentTimestamp: '2026-01-01T00:00:00.000Z',
      lastConsentTimestamp: '2026-01-01T00:00:00.000Z',
      services: { necessary: [], analytics: [] },
      languageCode: 'en',
      expirationTime: NOW + CONSENT_EXPIRES_AFTER_MS,
    });
    expect(context.record?.consentId).toMatch(UUID);
  });

  it('asked → rejected on REJECT_ALL (necessary only)', () => {
    const actor = started(null);
    actor.send({ type: 'REJECT_ALL', now: NOW });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.record?.categories).toEqual(['necessary']);
  });

  it('asked → preferences → custom on SAVE, always keeping necessary and dropping unknown categories', () => {
    const actor = started(null);
    actor.send({ type: 'SHOW_PREFERENCES' });
    expect(actor.getSnapshot().value).toBe('preferences');
    actor.send({ type: 'SAVE', categories: ['analytics', 'marketing'], now: NOW });
    expect(actor.getSnapshot().value).toBe('custom');
    expect(actor.getSnapshot().context.record?.categories).toEqual(['necessary', 'analytics']);
  });

  it('asked → custom on SAVE directly', () => {
    const actor = started(null);
    actor.send({ type: 'SAVE', categories: [], now: NOW });
    expect(actor.getSnapshot().value).toBe('custom');
    expect(actor.getSnapshot().context.record?.categories).toEqual(['necessary']);
  });

  it('preferences → accepted / rejected', () => {
    const a = started(null);
    a.send({ type: 'SHOW_PREFERENCES' });
    a.send({ type: 'ACCEPT_ALL', now: NOW });
    expect(a.getSnapshot().value).toBe('accepted');
    const r = started(null);
    r.send({ type: 'SHOW_PREFERENCES' });
    r.send({ type: 'REJECT_ALL', now: NOW });
    expect(r.getSnapshot().value).toBe('rejected');
  });

  it('closing preferences without consent returns to asked', () => {
    const actor = started(null);
    actor.send({ type: 'SHOW_PREFERENCES' });
    actor.send({ type: 'HIDE_PREFERENCES' });
    expect(actor.getSnapshot().value).toBe('asked');
  });

  it('closing preferences with consent returns to the decided state', () => {
    const actor = started(null);
    actor.send({ type: 'REJECT_ALL', now: NOW });
    actor.send({ type: 'SHOW_PREFERENCES' });
    expect(actor.getSnapshot().value).toBe('preferences');
    actor.send({ type: 'HIDE_PREFERENCES' });
    expect(actor.getSnapshot().value).toBe('rejected');
  });

  it('a change of mind keeps consentId and consentTimestamp and updates lastConsentTimestamp', () => {
    const actor = started(null);
    actor.send({ type: 'ACCEPT_ALL', now: NOW });
    const first = actor.getSnapshot().context.record;
    actor.send({ type: 'REJECT_ALL', now: NOW + 60_000 });
    const second = actor.getSnapshot().context.record;
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(second?.consentId).toBe(first?.consentId);
    expect(second?.consentTimestamp).toBe(first?.consentTimestamp);
    expect(second?.lastConsentTimestamp).toBe(new Date(NOW + 60_000).toISOString());
    actor.send({ type: 'SAVE', categories: ['analytics'], now: NOW });
    expect(actor.getSnapshot().value).toBe('custom');
    actor.send({ type: 'ACCEPT_ALL', now: NOW });
    expect(actor.getSnapshot().value).toBe('accepted');
  });

  it('uses the record given by the library when present', () => {
    const actor = started(null);
    const fromLibrary = record({ categories: ['necessary'] });
    actor.send({ type: 'REJECT_ALL', record: fromLibrary });
    expect(actor.getSnapshot().context.record).toBe(fromLibrary);
  });

  it('CHECK after expiry asks again', () => {
    const actor = started(record());
    expect(actor.getSnapshot().value).toBe('accepted');
    actor.send({ type: 'CHECK', now: NOW + 500 });
    expect(actor.getSnapshot().value).toBe('accepted');
    actor.send({ type: 'CHECK', now: NOW + 1000 });
    expect(actor.getSnapshot().value).toBe('asked');
  });

  it('CHECK with a revision bump asks again', () => {
    const actor = started(record({ categories: ['necessary'] }));
    expect(actor.getSnapshot().value).toBe('rejected');
    actor.send({ type: 'CHECK', now: NOW, revision: 2 });
    expect(actor.getSnapshot().value).toBe('asked');
    actor.send({ type: 'ACCEPT_ALL', now: NOW });
    expect(actor.getSnapshot().context.record?.revision).toBe(2);
  });

  it('isConsentRecord / isRecordValid', () => {
    expect(isConsentRecord(record())).toBe(true);
    expect(isConsentRecord(null)).toBe(false);
    expect(isRecordValid(record(), 1, NOW)).toBe(true);
    expect(isRecordValid(record(), 2, NOW)).toBe(false);
    expect(buildRecord(['analytics'], { record: null, revision: 0, languageCode: 'fr' }, NOW).languageCode).toBe('fr');
  });
});
