import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListInvoices, useGetInvoice } from '@/api/generated/endpoints/invoices/invoices';
import { useCreateIssue, useListIssueAssignees, useListIssueCategories } from '@/api/generated/endpoints/issues/issues';
import { useListSuperDebtorMembers } from '@/api/generated/endpoints/super-debtors/super-debtors';
import type { IssueCreate } from '@/api/generated/model';
import { SelectField, TextAreaField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { formatMoney } from '@/lib/money';

const DESCRIPTION_MAX = 4000;

const schema = z.object({
  customerId: z.string({ error: 'issues:form.customerRequired' }).min(1, 'issues:form.customerRequired'),
  categoryId: z.string({ error: 'issues:form.categoryRequired' }).min(1, 'issues:form.categoryRequired'),
  assignee: z.string().optional(),
  description: z.string({ error: 'issues:form.descriptionRequired' }).trim().min(1, 'issues:form.descriptionRequired').max(DESCRIPTION_MAX),
});

/** The statuses of invoices an issue can be about: something is outstanding. */
const DISPUTABLE = ['open', 'overdue', 'paused', 'disputed', 'in-arrangement'] as const;

export type NewIssueFormProps = {
  administrationId: string;
  /** The customer the issue is about; else the one of the invoices, or chosen among a super debtor's members. */
  customerId?: string;
  /** The invoices chosen beforehand (a selection of a list, the invoice page it was opened on). */
  invoiceIds?: readonly string[];
  superDebtorId?: string;
  onDone: (created: { id: string; number: string }) => void;
  onCancel: () => void;
};

/**
 * Opening an issue: the customer (given, or taken from the invoices, or chosen among a super
 * debtor's members), which of its open invoices it is about, a category, an assignee (a user or a
 * department, or nobody yet) and a description. Sent once per form with an Idempotency-Key, so a
 * retry after a lost answer opens no second issue. The server decides what follows (the invoices
 * show "disputed" and dunning stops): the created issue invalidates the invoice views.
 */
export function NewIssueForm({ administrationId, customerId: givenCustomer, invoiceIds = [], superDebtorId, onDone, onCancel }: NewIssueFormProps) {
  const { t } = useTranslation('issues');
  // The customer of the invoices chosen, when the caller did not name one.
  const firstInvoice = useGetInvoice(administrationId, invoiceIds[0] ?? '', { query: { enabled: !givenCustomer && invoiceIds.length > 0 } });
  const members = useListSuperDebtorMembers(administrationId, superDebtorId ?? '', undefined, { query: { enabled: !givenCustomer && invoiceIds.length === 0 && Boolean(superDebtorId) } });
  const derivedCustomer = givenCustomer ?? firstInvoice.data?.customer.id;

  if (!givenCustomer && invoiceIds.length > 0 && firstInvoice.isPending) return <Loading />;
  if (!givenCustomer && invoiceIds.length === 0 && superDebtorId && members.isPending) return <Loading />;
  return (
    <Form
      administrationId={administrationId}
      customerId={derivedCustomer}
      customerChoices={derivedCustomer ? undefined : (members.data?.items ?? []).map((m) => ({ value: m.id, label: `${m.name} (${m.number})` }))}
      invoiceIds={invoiceIds}
      onDone={onDone}
      onCancel={onCancel}
      t={t}
    />
  );
}

function Loading() {
  const { t } = useTranslation('issues');
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <Spinner label={t('form.loading')} /> {t('form.loading')}
    </p>
  );
}

type FormProps = {
  administrationId: string;
  customerId: string | undefined;
  customerChoices: { value: string; label: string }[] | undefined;
  invoiceIds: readonly string[];
  onDone: NewIssueFormProps['onDone'];
  onCancel: () => void;
  t: ReturnType<typeof useTranslation<'issues'>>['t'];
};

function Form({ administrationId, customerId, customerChoices, invoiceIds, onDone, onCancel, t }: FormProps) {
  const { i18n } = useTranslation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [chosenInvoices, setChosenInvoices] = useState<readonly string[]>(invoiceIds);
  const categories = useListIssueCategories(administrationId);
  const assignees = useListIssueAssignees(administrationId);
  const create = useCreateIssue({ request: { headers: { 'Idempotency-Key': idempotencyKey } } });
  const form = useForm({ schema, initialValues: { customerId, categoryId: undefined, assignee: '', description: undefined } });
  const customer = form.values.customerId;
  const invoices = useListInvoices(
    administrationId,
    { 'customer-id': customer ?? '', status: [...DISPUTABLE], 'per-page': 100, 'sort-by': 'due-date', 'sort-order': 'asc' },
    { query: { enabled: Boolean(customer) } },
  );
  const listed = invoices.data?.items ?? [];
  // Chosen invoices of another customer (a mixed selection) cannot be in one issue.
  const foreign = invoices.isSuccess ? chosenInvoices.filter((id) => !listed.some((row) => row.id === id)) : [];

  const submit = form.handleSubmit(async (data) => {
    const [kind, ...id] = (data.assignee ?? '').split(':');
    const body: IssueCreate = {
      customerId: data.customerId,
      invoiceIds: chosenInvoices.filter((invoiceId) => listed.some((row) => row.id === invoiceId)),
      categoryId: data.categoryId,
      description: data.description,
      assignee: data.assignee ? { kind: kind as 'user' | 'department', id: id.join(':') } : null,
    };
    const created = await create.mutateAsync({ administrationId, data: body });
    onDone({ id: created.id, number: created.number });
  });

  const toggle = (id: string, on: boolean) => setChosenInvoices((previous) => (on ? [...previous, id] : previous.filter((other) => other !== id)));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      {customerChoices ? (
        <SelectField label={t('fields.customer')} options={customerChoices} {...form.select('customerId')} />
      ) : null}
      {foreign.length > 0 ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('form.otherCustomer', { count: foreign.length })}
        </p>
      ) : null}
      {customer ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.invoices')}</legend>
          {invoices.isPending ? (
            <Spinner label={t('form.loading')} />
          ) : listed.length === 0 ? (
            <p className="text-sm text-slate-700">{t('form.noOpenInvoices')}</p>
          ) : (
            <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {listed.map((row) => (
                <li key={row.id}>
                  <label className="flex items-center gap-2 text-sm text-slate-900">
                    <input type="checkbox" className="size-4" checked={chosenInvoices.includes(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} />
                    <span>{t('form.invoiceOption', { number: row.number, amount: formatMoney(row.outstanding, i18n.language) })}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ) : null}
      <SelectField label={t('fields.category')} options={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))} {...form.select('categoryId')} />
      <SelectField
        label={t('fields.assignee')}
        placeholder={t('nobody')}
        options={(assignees.data?.items ?? []).map((a) => ({ value: `${a.kind}:${a.id}`, label: a.kind === 'department' ? t('departmentName', { name: a.name }) : a.name }))}
        {...form.select('assignee')}
      />
      <TextAreaField label={t('fields.description')} maxLength={DESCRIPTION_MAX} {...form.text('description')} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={form.submitting} size="md" fullWidth={false}>
          {t('form.create')}
        </SubmitButton>
        <Button variant="subtle" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
