import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handOverInvoices } from '@/api/generated/endpoints/for-collection/for-collection';
import { getInvoice, listInvoices } from '@/api/generated/endpoints/invoices/invoices';
import type { ListInvoicesParams } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { TextField } from '@/components/form/fields';
import { FormAlert } from '@/components/form/form-parts';
import type { BulkFormProps } from '@/components/list/types';
import { Button } from '@/components/ui/Button';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { Spinner } from '@/components/ui/Spinner';
import { createIdempotencyKeys } from '@/lib/idempotency';

/** The most invoices one handover from a list's "select all matching" takes (the contract's limit). */
const MAX_INVOICES = 200;

const REFUSALS = ['not overdue', 'paid', 'disputed', 'already for collection', 'unknown invoice'] as const;
type Refusal = (typeof REFUSALS)[number];

type Props = BulkFormProps & { administrationId: string };

/**
 * Hands the invoices selected in a list over to the collection agency, after a confirmation that
 * says what will happen (their reminders stop, statutory costs are charged, one case per customer;
 * irreversible) and asks why. A selection of "all N matching" is read first. The server refuses the
 * whole handover when one invoice may not go; the dialog then names each refused invoice and why.
 */
export default function HandOverDialog({ administrationId, target, count, onDone, onCancel }: Props) {
  const { t } = useTranslation('for-collection');
  const formId = useId();
  const keys = useRef(createIdempotencyKeys()).current;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const matching = useQuery({
    queryKey: ['for-collection', 'invoices-of-selection', administrationId, target],
    enabled: 'matching' in target,
    queryFn: async ({ signal }) => {
      if (!('matching' in target)) return [];
      const answer = await listInvoices(administrationId, { ...(target.matching as ListInvoicesParams), 'per-page': MAX_INVOICES }, { signal });
      const left = new Set(target.excludeIds ?? []);
      return answer.items.filter((row) => !left.has(row.id)).map((row) => ({ id: row.id, number: row.number }));
    },
  });
  const invoiceIds = 'ids' in target ? target.ids : matching.data?.map((row) => row.id);
  const handOver = useMutation({
    mutationKey: ['handOverInvoices'],
    mutationFn: ({ ids, text, key }: { administrationId: string; ids: string[]; text: string; key: string }) =>
      handOverInvoices(administrationId, { invoiceIds: ids, reason: text }, { headers: { 'Idempotency-Key': key } }),
  });

  /** The numbers of the refused invoices, read when the selection did not carry them. */
  const numberOf = async (id: string): Promise<string> => {
    const known = matching.data?.find((row) => row.id === id);
    if (known) return known.number;
    try {
      return (await getInvoice(administrationId, id)).number;
    } catch {
      return id;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!invoiceIds) return;
    const text = reason.trim();
    setError(null);
    setRefusals([]);
    if (!text) {
      setReasonError(t('validation.required'));
      return;
    }
    setReasonError(null);
    const operation = { ids: invoiceIds, text };
    try {
      await handOver.mutateAsync({ administrationId, ids: invoiceIds, text, key: keys.keyFor(operation) });
      keys.succeeded(operation);
      onDone({ requested: invoiceIds.length, succeeded: invoiceIds.length, failed: [] });
    } catch (failure) {
      const errors = failure instanceof ApiError && failure.status === 422 ? ((failure.problem as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? []) : [];
      const refused = errors.flatMap((item) => {
        const index = Number(/^invoiceIds\.(\d+)$/.exec(item.field)?.[1] ?? Number.NaN);
        const id = invoiceIds[index];
        return id !== undefined ? [{ id, why: item.message }] : [];
      });
      if (refused.length === 0) {
        setError(t('handover.failed'));
        return;
      }
      const lines = await Promise.all(
        refused.map(async ({ id, why }) =>
          t('handover.refused', { invoice: await numberOf(id), why: (REFUSALS as readonly string[]).includes(why) ? t(`handover.why.${why as Refusal}`) : why }),
        ),
      );
      setRefusals(lines);
    }
  };

  return (
    <LazyDialog
      open
      onClose={onCancel}
      title={t('handover.title')}
      description={t('handover.what', { count })}
      actions={
        <>
          <Button variant="subtle" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" pending={handOver.isPending} disabled={!invoiceIds}>
            {t('handover.confirm')}
          </Button>
        </>
      }
    >
      {invoiceIds ? (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <TextField label={t('handover.reason')} name="reason" value={reason} onChange={(event) => setReason(event.target.value)} errors={reasonError ? [reasonError] : []} maxLength={500} required />
          {refusals.length > 0 ? (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              <p className="font-medium">{t('handover.refusedHeading', { count: refusals.length })}</p>
              <ul className="mt-1 list-disc pl-5">
                {refusals.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <FormAlert message={error} />
        </form>
      ) : (
        <Spinner label={t('handover.loading')} />
      )}
    </LazyDialog>
  );
}
