import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@/api/errors';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import type { Comment, CommentWrite } from '@/api/generated/model';
import { useOperationAllowed } from '@/api/operation-permission';
import { usePermissions } from '@/api/permissions';
import { TextAreaField } from '@/components/form/fields';
import { FormAlert, FormNotices } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { RecordNotesApi } from './notes-api';
import { PanelMessage } from './PanelMessage';

type CommentsPanelProps = {
  api: RecordNotesApi;
  administrationId: string;
  /** The customer's, invoice's or super debtor's id. */
  ownerId: string;
};

/**
 * A record's comments, newest first (as the server lists them): anyone who may read them sees
 * author, time and text; whoever may add one gets the form; the author alone edits or deletes
 * a comment (the server refuses anyone else, so nobody else is offered it). A save that fails
 * keeps what was typed.
 */
export function CommentsPanel({ api, administrationId, ownerId }: CommentsPanelProps) {
  const { t } = useTranslation('records');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { fetched } = usePermissions();
  const canRead = useOperationAllowed(api.operations.listComments);
  const canAdd = useOperationAllowed(api.operations.createComment);
  const comments = useQuery({ ...api.comments(administrationId, ownerId), enabled: canRead });
  const me = useQuery(getGetProfileQueryOptions(administrationId)).data?.id;

  const create = useMutation({
    mutationKey: [api.operations.createComment],
    mutationFn: (variables: { administrationId: string; body: CommentWrite }) => api.createComment(variables.administrationId, ownerId, variables.body),
  });

  const afterDelete = () => {
    setAnnouncement(t('comments.deleted'));
    // The comment and its buttons are gone: focus stays in the section.
    headingRef.current?.focus();
  };

  let content;
  if (!fetched) content = <Spinner label={t('comments.loading')} className="min-h-16" />;
  else if (!canRead || (comments.error instanceof ApiError && comments.error.status === 403)) content = <PanelMessage>{t('comments.forbidden')}</PanelMessage>;
  else if (comments.isPending) content = <Spinner label={t('comments.loading')} className="min-h-16" />;
  else if (comments.isError)
    content = (
      <PanelMessage tone="error" retry={() => void comments.refetch()}>
        {t('comments.loadFailed')}
      </PanelMessage>
    );
  else if (comments.data.items.length === 0) content = <PanelMessage>{t('comments.empty')}</PanelMessage>;
  else
    content = (
      <ol aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {comments.data.items.map((comment) => (
          <CommentItem
            key={comment.id}
            api={api}
            administrationId={administrationId}
            ownerId={ownerId}
            comment={comment}
            mine={comment.author.id === me}
            onSaved={() => setAnnouncement(t('comments.saved'))}
            onDeleted={afterDelete}
          />
        ))}
      </ol>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-950 focus:outline-none">
        {t('comments.title')}
      </h3>
      {fetched && canRead && canAdd && (
        <CommentForm
          schema={api.commentSchema}
          maxLength={api.commentMaxLength}
          label={t('comments.new')}
          submitLabel={t('comments.add')}
          initialText=""
          keep={['comment', api.operations.createComment, administrationId, ownerId, 'new']}
          onSave={async (text) => {
            setAnnouncement('');
            await create.mutateAsync({ administrationId, body: { text } });
            setAnnouncement(t('comments.added'));
          }}
          clearOnSave
        />
      )}
      {content}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

type CommentItemProps = {
  api: RecordNotesApi;
  administrationId: string;
  ownerId: string;
  comment: Comment;
  /** Written by the signed-in user: only the author may change or delete it. */
  mine: boolean;
  onSaved: () => void;
  onDeleted: () => void;
};

function CommentItem({ api, administrationId, ownerId, comment, mine, onSaved, onDeleted }: CommentItemProps) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const canEdit = useOperationAllowed(api.operations.updateComment) && mine;
  const canDelete = useOperationAllowed(api.operations.deleteComment) && mine;
  const update = useMutation({
    mutationKey: [api.operations.updateComment],
    mutationFn: (variables: { administrationId: string; body: CommentWrite }) => api.updateComment(variables.administrationId, ownerId, comment.id, variables.body),
  });
  const remove = useMutation({
    mutationKey: [api.operations.deleteComment],
    mutationFn: (variables: { administrationId: string }) => api.deleteComment(variables.administrationId, ownerId, comment.id),
  });

  // Leaving the edit form puts focus back on the button that opened it, once it is there again.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const written = formatDateTime(comment.createdAt, language);
  const who = { author: comment.author.name, time: written };
  const edited = comment.updatedAt !== comment.createdAt;

  return (
    <li className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-medium text-slate-950">{comment.author.name}</span>
        <span className="text-sm text-slate-600">
          <time dateTime={comment.createdAt}>{written}</time>
          {edited && (
            <>
              {' · '}
              {t('comments.edited', { time: formatDateTime(comment.updatedAt, language) })}
            </>
          )}
        </span>
      </div>
      {editing ? (
        <CommentForm
          schema={api.commentSchema}
          maxLength={api.commentMaxLength}
          label={t('comments.editField', who)}
          submitLabel={t('comments.save')}
          initialText={comment.text}
          keep={['comment', api.operations.updateComment, administrationId, ownerId, comment.id]}
          focusOnOpen
          onSave={async (text) => {
            await update.mutateAsync({ administrationId, body: { text } });
            stopEditing();
            onSaved();
          }}
          onCancel={stopEditing}
        />
      ) : (
        <p className="break-words whitespace-pre-wrap text-slate-900">{comment.text}</p>
      )}
      {!editing && (canEdit || canDelete) && (
        <div className="flex gap-2">
          {canEdit && (
            <Button ref={editButton} variant="subtle" size="sm" aria-label={t('comments.editLabel', who)} onClick={() => setEditing(true)}>
              {t('comments.edit')}
            </Button>
          )}
          {canDelete && (
            <Button variant="subtle" size="sm" aria-label={t('comments.deleteLabel', who)} onClick={() => setConfirming(true)}>
              {t('comments.delete')}
            </Button>
          )}
        </div>
      )}
      <LazyConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('comments.deleteTitle')}
        description={t('comments.deleteBody', { ...who, excerpt: excerpt(comment.text) })}
        confirmLabel={t('comments.deleteConfirm')}
        onConfirm={async () => {
          await remove.mutateAsync({ administrationId });
          onDeleted();
        }}
      />
    </li>
  );
}

/** The start of a comment, to say which one is meant. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

type CommentFormProps = {
  schema: z.ZodType<CommentWrite, CommentWrite>;
  maxLength: number;
  label: string;
  submitLabel: string;
  initialText: string;
  /** Where the form keeps unsaved text (the form kit's `keep`): per record and comment. */
  keep: readonly string[];
  /** Throws when the save fails: the text stays and the form says why. */
  onSave: (text: string) => Promise<void>;
  onCancel?: () => void;
  /** Empty the field once saved (a new comment), rather than leaving the form (an edit). */
  clearOnSave?: boolean;
  focusOnOpen?: boolean;
};

function CommentForm({ schema, maxLength, label, submitLabel, initialText, keep, onSave, onCancel, clearOnSave = false, focusOnOpen = false }: CommentFormProps) {
  const { t, i18n } = useTranslation('records');
  const form = useForm({ schema, initialValues: { text: initialText }, keep });
  const field = form.text('text');
  // Editing starts in the field the user asked to edit.
  const focusOnMount = useRef(focusOnOpen);
  useEffect(() => {
    if (!focusOnMount.current) return;
    focusOnMount.current = false;
    form.focus('text');
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit(async ({ text }) => {
        await onSave(text);
        if (clearOnSave) form.reset({ text: '' });
      })}
    >
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <TextAreaField
        label={label}
        hint={t('comments.hint', { max: formatNumber(maxLength, i18n.resolvedLanguage ?? i18n.language) })}
        rows={3}
        {...field}
      />
      <div className="flex gap-2">
        <Button type="submit" pending={form.submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              form.kept.forget();
              onCancel();
            }}
            disabled={form.submitting}
          >
            {t('comments.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
