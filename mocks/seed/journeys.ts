/**
 * The seeded journeys: the three each administration's customers already follow (their ids and names
 * are the catalogue's, so `customer.journey` and the invoices' `journeyStep` stay one notion), with
 * steps on templates that exist in that administration (its main language first, covering the step's
 * channel). The standard journey's steps are the catalogue's, so an invoice's seeded last step is one
 * of them. Each administration's journeys last ran on the seed's reference day.
 */
import type { SeedContext } from '../db/collections';
import type { JourneyActionRecord, JourneyClockRecord, JourneyRecord, TemplateRecord } from '../db/schemas';
import { dayNumber, isoDay } from './days';
import { administrationFixtures, SEED_REFERENCE_DATE, type AdministrationFixture } from './fixtures';
import { localeOf } from './receivables-catalogue';

type Action = JourneyRecord['steps'][number]['action'];
type StepPlan = readonly [offsetDays: number, action: Action, name: string];

const WORDS = {
  NL: {
    heads: 'Vooraankondiging (e-mail)',
    friendly: ['Vriendelijke herinnering (e-mail)', 'Herinnering per brief', 'Even bellen'],
    strict: ['Herinnering (e-mail)', 'Herinnering (sms)', 'Aanmaning (brief)', 'Belafspraak', 'Uit handen geven'],
    handover: 'Uit handen geven',
  },
  GB: {
    heads: 'Friendly heads-up (e-mail)',
    friendly: ['Gentle reminder (e-mail)', 'Reminder by post', 'Courtesy call'],
    strict: ['Reminder (e-mail)', 'Reminder (SMS)', 'Final demand (letter)', 'Call the customer', 'Hand over to collection'],
    handover: 'Hand over to collection',
  },
} as const;

const actionOfCatalogueStep = (name: string): Action => (/\b(brief|letter)\b/i.test(name) ? 'letter' : /bel|call/i.test(name) ? 'call-task' : 'email');

function plans(admin: AdministrationFixture): Record<'standard' | 'friendly' | 'strict', StepPlan[]> {
  const locale = localeOf(admin.country);
  const words = admin.country === 'GB' ? WORDS.GB : WORDS.NL;
  return {
    standard: [...locale.steps.map(([offset, name]): StepPlan => [offset, actionOfCatalogueStep(name), name]), [90, 'handover', words.handover]],
    friendly: [[-3, 'email', words.heads], [7, 'email', words.friendly[0]], [21, 'letter', words.friendly[1]], [45, 'call-task', words.friendly[2]]],
    strict: [[1, 'email', words.strict[0]], [7, 'sms', words.strict[1]], [14, 'letter', words.strict[2]], [21, 'call-task', words.strict[3]], [35, 'handover', words.strict[4]]],
  };
}

/** The administration's template for a channel: in its main language if one covers it. */
function templateFor(templates: readonly TemplateRecord[], admin: AdministrationFixture, action: Action): string | null {
  if (action === 'call-task' || action === 'handover') return null;
  const main = admin.languageWeights[0]?.[0];
  const covering = templates.filter((t) => t.administrationId === admin.id && t.media.includes(action));
  const ours = covering.filter((t) => t.language === main);
  // A reminder's template when there is one (the seed's kinds include statements and thanks too).
  const reminder = (list: readonly TemplateRecord[]) => list.find((t) => /herinner|aanman|sommatie|remind|demand|overdue|achterstallig/i.test(t.name));
  return (reminder(ours) ?? ours[0] ?? reminder(covering) ?? covering[0])?.id ?? null;
}

export function seedJourneys(context: SeedContext): JourneyRecord[] {
  const templates = context.records('templates');
  const reference = dayNumber(SEED_REFERENCE_DATE);
  return administrationFixtures.flatMap((admin) => {
    const byKey = plans(admin);
    return localeOf(admin.country).journeys.map((journey, index) => {
      const key = journey.id.split('-').at(-1) as keyof typeof byKey;
      const steps = (byKey[key] ?? byKey.standard).flatMap(([offsetDays, action, name], n) => {
        const templateId = templateFor(templates, admin, action);
        // A message step needs a template of the administration; a small seed may lack a channel.
        if ((action === 'email' || action === 'letter' || action === 'sms' || action === 'whatsapp') && templateId === null) return [];
        return [{ id: `stp-${admin.code}-${key}-${n + 1}`, name, offsetDays, action, templateId }];
      });
      const created = `${isoDay(reference - 400 + index * 30)}T09:00:00Z`;
      return { id: journey.id, administrationId: admin.id, name: journey.name, steps, createdAt: created, updatedAt: created, version: 1 };
    });
  });
}

export function seedJourneyClocks(): JourneyClockRecord[] {
  return administrationFixtures.map((admin) => ({ administrationId: admin.id, advancedDays: 0, lastRun: SEED_REFERENCE_DATE.slice(0, 10) }));
}

/**
 * What the journeys did before the seed's reference day: for every invoice whose customer follows a
 * journey and that carries a last step (`journeyStep`), the steps of that journey dated up to it.
 * They made nothing the timeline can link to (the seeded sent items predate the journeys' records).
 */
export function seedJourneyActions(context: SeedContext): JourneyActionRecord[] {
  const journeys = new Map(context.records('journeys').map((journey) => [journey.id, journey]));
  const customers = new Map(context.records('customers').map((customer) => [customer.id, customer]));
  const actions: JourneyActionRecord[] = [];
  for (const invoice of context.records('invoices')) {
    if (!invoice.journeyStep) continue;
    const journey = journeys.get(customers.get(invoice.customerId)?.journey?.id ?? '');
    if (!journey) continue;
    const due = dayNumber(invoice.dueDate);
    const until = dayNumber(invoice.journeyStep.sentOn);
    for (const step of journey.steps) {
      if (due + step.offsetDays > until || step.action === 'handover') continue;
      actions.push({ id: `jra-${invoice.id}-${step.id}`, administrationId: invoice.administrationId, invoiceId: invoice.id, journeyId: journey.id, stepId: step.id, on: isoDay(due + step.offsetDays), made: null });
    }
  }
  return actions;
}
