import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileMailboxAttachment } from '@/api/generated/endpoints/mailbox/mailbox';
import type { MailboxAttachmentFiling, MailboxMessage } from '@/api/generated/model';
import { usePermission } from '@/api/permissions';
import { Button } from '@/components/ui/Button';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { TAB_PERMISSIONS } from '@/navigation/areas';

type Attachment = MailboxMessage['attachments'][number];

type Target = { filing: MailboxAttachmentFiling; kind: 'customer' | 'invoice'; number: string };

type Variables = { administrationId: string; messageId: string; attachmentId: string; data: MailboxAttachmentFiling; idempotencyKey: string };

/** Keyed as the generated operation: the app's MutationCache refreshes the records' files and timelines after it. */
const FILE_KEY = ['fileMailboxAttachment'] as const;

/** Where the message lets a file go: its customer, and each of its invoices. */
function targetsOf(message: MailboxMessage): Target[] {
  const targets: Target[] = [];
  if (message.customerId !== null && message.customerNumber !== null) targets.push({ filing: { target: 'customer' }, kind: 'customer', number: message.customerNumber });
  for (const invoice of message.invoices) targets.push({ filing: { target: 'invoice', invoiceId: invoice.id }, kind: 'invoice', number: invoice.number });
  return targets;
}

type Props = { administrationId: string; message: MailboxMessage; attachment: Attachment };

/**
 * "File to customer …" / "File to invoice …" for one received attachment: a copy goes among that
 * record's attachments (and so its timeline), named as an upload would be. Offered to who may
 * handle a record's documents (Manage_Documents) besides the mailbox, and only for what the
 * message is linked to. A retry after a lost answer sends the same Idempotency-Key, so the file is
 * filed once; a filed one says so in place of its button.
 */
export function FileAttachment({ administrationId, message, attachment }: Props) {
  const { t } = useTranslation('mailbox');
  const mayFile = usePermission(TAB_PERMISSIONS.attachments).allowed;
  const [keys] = useState(() => createIdempotencyKeys());
  const [filed, setFiled] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const filing = useMutation({
    mutationKey: FILE_KEY,
    mutationFn: ({ administrationId: adminId, messageId, attachmentId, data, idempotencyKey }: Variables) =>
      fileMailboxAttachment(adminId, messageId, attachmentId, data, { headers: { 'Idempotency-Key': idempotencyKey } }),
  });
  const targets = targetsOf(message);
  if (!mayFile || targets.length === 0) return null;

  const labelOf = (target: Target) => t(target.kind === 'customer' ? 'filing.toCustomer' : 'filing.toInvoice', { number: target.number });
  const idOf = (target: Target) => `${target.kind}:${target.filing.invoiceId ?? ''}`;
  const pendingFor = filing.isPending ? filing.variables.data : null;

  const file = (target: Target) => {
    const operation = { messageId: message.id, attachmentId: attachment.id, filing: target.filing };
    setFailed(false);
    filing.mutate(
      { administrationId, messageId: message.id, attachmentId: attachment.id, data: target.filing, idempotencyKey: keys.keyFor(operation) },
      {
        onSuccess: () => {
          keys.succeeded(operation);
          setFiled((previous) => new Set(previous).add(idOf(target)));
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <div role="group" aria-label={t('filing.group', { name: attachment.fileName })} className="flex flex-wrap items-center gap-2">
      {targets.map((target) =>
        filed.has(idOf(target)) ? (
          <span key={idOf(target)} role="status" className="text-sm text-green-800">
            {t(target.kind === 'customer' ? 'filing.filedToCustomer' : 'filing.filedToInvoice', { name: attachment.fileName, number: target.number })}
          </span>
        ) : (
          <Button
            key={idOf(target)}
            variant="secondary"
            size="sm"
            pending={pendingFor !== null && pendingFor.target === target.filing.target && pendingFor.invoiceId === target.filing.invoiceId}
            disabled={filing.isPending}
            onClick={() => file(target)}
          >
            {labelOf(target)}
          </Button>
        ),
      )}
      {failed ? (
        <p role="alert" className="basis-full text-sm text-red-800">
          {t('filing.failed', { name: attachment.fileName })}
        </p>
      ) : null}
    </div>
  );
}
