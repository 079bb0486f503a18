/**
 * The seeded tasks of both administrations, consistent with the rest of the seed:
 * - every call seeded with a promise to pay has its check-payment task (id `tsk-<call id>`, due on
 *   the promised day, done when that day has passed and the invoice is paid);
 * - every member who may manage tasks has two open tasks due today and two overdue, so each
 *   user's morning queue has work in it ("today" is the day the seed is made: tasks, unlike the
 *   rest of the seed, are about the day the app is used);
 * - `perAdministration` more (MOCK_SCALE grows them): calls, follow-ups and issue reviews about the
 *   customers, invoices and issues of the seed, due from a month ago to a month ahead, a third done.
 * Deterministic for a given day and size.
 */
import type { SeedContext } from '../db/collections';
import type { TaskRecord } from '../db/schemas';
import { dayOf, isoDay } from './days';
import { administrationFixtures, userFixtures, type AdministrationFixture } from './fixtures';
import { createRandom, type Random } from './prng';
import { isoSeconds } from './templates';

const DAY_MS = 24 * 60 * 60 * 1000;

type TaskType = TaskRecord['type'];

const TITLES: Record<'NL' | 'GB', Record<TaskType, readonly string[]>> = {
  NL: {
    call: ['Bellen over openstaande facturen', 'Debiteur bellen over achterstand', 'Terugbellen boekhouding'],
    'follow-up': ['Herinnering nasturen', 'Opvolgen betaalafspraak', 'Kopiefactuur opsturen'],
    'check-payment': ['Betaling controleren'],
    'review-issue': ['Geschil beoordelen', 'Reactie klant op klacht beoordelen'],
  },
  GB: {
    call: ['Call about overdue invoices', 'Chase payment by phone', 'Call the accounts department back'],
    'follow-up': ['Send a copy invoice', 'Follow up on remittance advice', 'Resend statement'],
    'check-payment': ['Check payment'],
    'review-issue': ['Review the dispute', 'Review the customer\'s reply to the complaint'],
  },
};

const countryOf = (admin: AdministrationFixture): 'NL' | 'GB' => (admin.country === 'NL' ? 'NL' : 'GB');

/** The title of the check-payment task a promise to pay makes (also used by the call handler). */
export function checkPaymentTitle(country: string, invoiceNumber: string | undefined): string {
  if (country === 'NL') return invoiceNumber ? `Betaling controleren van ${invoiceNumber}` : 'Betaling controleren';
  return invoiceNumber ? `Check payment of ${invoiceNumber}` : 'Check payment';
}

function managers(admin: AdministrationFixture): { id: string; name: string }[] {
  return userFixtures
    .filter((user) => user.memberships.some((m) => m.administrationId === admin.id && m.permissions.includes('Manage_Tasks')))
    .map((user) => ({ id: user.id, name: user.name }));
}

function tasksOf(admin: AdministrationFixture, count: number, context: SeedContext, todayDay: number): TaskRecord[] {
  const random: Random = createRandom(`tasks:${admin.id}`);
  const country = countryOf(admin);
  const staff = managers(admin);
  const departments = context.records('departments').filter((d) => d.administrationId === admin.id);
  const customers = context.records('customers').filter((c) => c.administrationId === admin.id);
  const invoices = context.records('invoices').filter((i) => i.administrationId === admin.id && i.outstanding !== '0.00');
  const invoicesById = new Map(context.records('invoices').filter((i) => i.administrationId === admin.id).map((i) => [i.id, i]));
  const issues = context.records('issues').filter((i) => i.administrationId === admin.id && (i.status === 'open' || i.status === 'in-progress'));
  const creator = staff[0] ?? { id: 'usr-anna', name: 'Anna de Vries' };
  const tasks: TaskRecord[] = [];

  const base = (id: string, number: number, fields: Partial<TaskRecord> & Pick<TaskRecord, 'title' | 'type' | 'dueDate'>): TaskRecord => {
    const created = Math.min(Date.parse(fields.dueDate) - random.int(1, 14) * DAY_MS, todayDay * DAY_MS - DAY_MS);
    return {
      id,
      administrationId: admin.id,
      number: `TA-${String(number).padStart(5, '0')}`,
      status: 'open',
      priority: 'normal',
      assignee: null,
      customerId: null,
      invoiceId: null,
      issueId: null,
      callId: null,
      promise: null,
      notes: '',
      completedAt: null,
      completedBy: null,
      createdAt: isoSeconds(new Date(created + 9 * 60 * 60 * 1000)),
      createdBy: creator,
      updatedAt: isoSeconds(new Date(created + 9 * 60 * 60 * 1000)),
      version: 1,
      ...fields,
    };
  };

  // The check-payment tasks of the seeded promises to pay.
  for (const call of context.records('calls')) {
    if (call.administrationId !== admin.id || !call.promise || !call.taskId) continue;
    const invoice = call.invoiceIds[0] ? invoicesById.get(call.invoiceIds[0]) : undefined;
    const due = dayOf(new Date(`${call.promise.date}T00:00:00Z`));
    const done = due < todayDay && invoice?.outstanding === '0.00';
    tasks.push(
      base(call.taskId, tasks.length + 1, {
        title: checkPaymentTitle(country, invoice?.number),
        type: 'check-payment',
        dueDate: call.promise.date,
        priority: 'high',
        assignee: { kind: 'user', id: call.loggedBy.id },
        customerId: call.customerId,
        invoiceId: invoice?.id ?? null,
        callId: call.id,
        promise: { amount: call.promise.amount, currency: call.promise.currency },
        notes: call.notes,
        createdAt: call.at,
        createdBy: call.loggedBy,
        updatedAt: call.at,
        ...(done ? { status: 'done' as const, completedAt: isoSeconds(new Date((due + 1) * DAY_MS + 10 * 60 * 60 * 1000)), completedBy: call.loggedBy, version: 2 } : {}),
      }),
    );
  }

  const linked = (type: TaskType) => {
    if (type === 'review-issue' && issues.length > 0) {
      const issue = random.pick(issues);
      return { customerId: issue.customerId, invoiceId: issue.invoiceIds[0] ?? null, issueId: issue.id };
    }
    if (invoices.length > 0 && random.next() < 0.7) {
      const invoice = random.pick(invoices);
      return { customerId: invoice.customerId, invoiceId: invoice.id, issueId: null };
    }
    const customer = customers.length > 0 ? random.pick(customers) : undefined;
    return { customerId: customer?.id ?? null, invoiceId: null, issueId: null };
  };
  const pickType = (): TaskType => random.weighted<TaskType>([['call', 5], ['follow-up', 3], ['review-issue', issues.length > 0 ? 2 : 0]]);
  const make = (type: TaskType, dueDay: number, fields: Partial<TaskRecord> = {}) =>
    tasks.push(base(`tsk-${admin.code}-${String(tasks.length + 1).padStart(5, '0')}`, tasks.length + 1, { title: random.pick(TITLES[country][type]), type, dueDate: isoDay(dueDay), ...linked(type), ...fields }));

  // Each member's morning: two due today, two overdue.
  for (const user of staff) {
    const assignee = { kind: 'user' as const, id: user.id };
    make('call', todayDay, { assignee, priority: 'high' });
    make(pickType(), todayDay, { assignee });
    make('call', todayDay - random.int(1, 5), { assignee, priority: 'high' });
    make(pickType(), todayDay - random.int(6, 20), { assignee });
  }

  // The rest of the queue.
  for (let index = 0; index < count; index++) {
    const type = pickType();
    const dueDay = todayDay + random.int(-30, 30);
    const roll = random.next();
    const assignee = roll < 0.15 || staff.length === 0 ? null : roll < 0.5 && departments.length > 0 ? { kind: 'department' as const, id: random.pick(departments).id } : { kind: 'user' as const, id: random.pick(staff).id };
    const priority = random.weighted<TaskRecord['priority']>([['low', 2], ['normal', 5], ['high', 2]]);
    const done = dueDay < todayDay ? random.next() < 0.6 : random.next() < 0.1;
    const by = staff.length > 0 ? random.pick(staff) : creator;
    make(type, dueDay, {
      assignee,
      priority,
      ...(done ? { status: 'done' as const, completedAt: isoSeconds(new Date(Math.min(dueDay, todayDay - 1) * DAY_MS + 15 * 60 * 60 * 1000)), completedBy: by, version: 2 } : {}),
    });
  }
  return tasks;
}

export function seedTasks(context: SeedContext): TaskRecord[] {
  const todayDay = dayOf(new Date());
  return administrationFixtures.flatMap((admin) => tasksOf(admin, context.perAdministration, context, todayDay));
}
