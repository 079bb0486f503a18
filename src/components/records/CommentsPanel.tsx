import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import type { Comment, CommentWrite } from '@/api/generated/model';
import { useOperationAllowed } from '@/api/operation-permission';
import { usePermissions } from '@/api/permissions';
import { inList, useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { TextAreaField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { type FormController, useForm } from '@/components/form/use-form';
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
            onDiscarded={() => setAnnouncement(t('comments.conflict.discarded'))}
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
        <NewCommentForm
          api={api}
          administrationId={administrationId}
          ownerId={ownerId}
          onSave={async (text) => {
            setAnnouncement('');
            await create.mutateAsync({ administrationId, body: { text } });
            setAnnouncement(t('comments.added'));
          }}
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
  /** The user dropped their edit after a conflict: the comment shows as it is now. */
  onDiscarded: () => void;
  onDeleted: () => void;
};

/**
 * Where a versioned change of a comment finds the server's version after a 412 (comments are only
 * listed), and the list's query that shows it.
 */
function useCommentVersion(api: RecordNotesApi, administrationId: string, ownerId: string, commentId: string) {
  const queryClient = useQueryClient();
  const list = api.comments(administrationId, ownerId);
  return {
    administrationId,
    refetch: async () => {
      const found = (await queryClient.fetchQuery({ ...list, staleTime: 0 })).items.find((comment) => comment.id === commentId);
      if (!found) throw new Error(`Comment ${commentId} is no longer there`);
      return found;
    },
    queryKey: list.queryKey,
    toCache: inList,
  };
}

function CommentItem({ api, administrationId, ownerId, comment, mine, onSaved, onDiscarded, onDeleted }: CommentItemProps) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const canEdit = useOperationAllowed(api.operations.updateComment) && mine;
  const canDelete = useOperationAllowed(api.operations.deleteComment) && mine;
  const version = useCommentVersion(api, administrationId, ownerId, comment.id);
  // Deleted only in the version shown: one changed meanwhile (another window) is shown as it is now.
  const remove = useVersionedSave({
    operationId: api.operations.deleteComment,
    send: (_: void, ifMatch) => api.deleteComment(administrationId, ownerId, comment.id, ifMatch),
    ...version,
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
      {changedMeanwhile && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-950">
          {t('comments.conflict.changedMeanwhile')}
        </p>
      )}
      {editing ? (
        <EditCommentForm
          api={api}
          administrationId={administrationId}
          ownerId={ownerId}
          comment={comment}
          label={t('comments.editField', who)}
          onSaved={() => {
            stopEditing();
            onSaved();
          }}
          onDiscarded={() => {
            stopEditing();
            onDiscarded();
          }}
          onCancel={stopEditing}
        />
      ) : (
        <p className="break-words whitespace-pre-wrap text-slate-900">{comment.text}</p>
      )}
      {!editing && (canEdit || canDelete) && (
        <div className="flex gap-2">
          {canEdit && (
            <Button
              ref={editButton}
              variant="subtle"
              size="sm"
              aria-label={t('comments.editLabel', who)}
              onClick={() => {
                setChangedMeanwhile(false);
                setEditing(true);
              }}
            >
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
          setChangedMeanwhile(false);
          const { conflict } = await remove.save(undefined, comment.etag);
          if (conflict) setChangedMeanwhile(true);
          else onDeleted();
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

/** A new comment: the field empties once it is saved. */
type NewCommentFormProps = {
  api: RecordNotesApi;
  administrationId: string;
  ownerId: string;
  onSave: (text: string) => Promise<void>;
  /** Where the form is (the attachments tab's list, the action panel): each keeps its own unsaved text. */
  place?: 'list' | 'panel';
  onCancel?: () => void;
};

function NewCommentForm({ api, administrationId, ownerId, onSave, place = 'list', onCancel }: NewCommentFormProps) {
  const { t } = useTranslation('records');
  const keep = ['comment', api.operations.createComment, administrationId, ownerId, 'new'];
  const form = useForm({ schema: api.commentSchema, initialValues: { text: '' }, keep: place === 'list' ? keep : [...keep, place] });
  const submit = form.handleSubmit(async ({ text }) => {
    await onSave(text);
    form.reset({ text: '' });
  });
  return <CommentFields form={form} maxLength={api.commentMaxLength} label={t('comments.new')} submitLabel={t('comments.add')} onSubmit={submit} onCancel={onCancel} />;
}

type NewCommentPanelProps = {
  api: RecordNotesApi;
  administrationId: string;
  ownerId: string;
  /** The comment was added: the panel closes (the record's comments show it: its cache group is refreshed). */
  onDone: () => void;
  onCancel: () => void;
};

/** "Add a comment" in a record's action panel: the records kit's comment form, for the record on screen. */
export function NewCommentPanel({ api, administrationId, ownerId, onDone, onCancel }: NewCommentPanelProps) {
  const create = useMutation({
    mutationKey: [api.operations.createComment],
    mutationFn: (body: CommentWrite) => api.createComment(administrationId, ownerId, body),
  });
  return (
    <NewCommentForm
      api={api}
      administrationId={administrationId}
      ownerId={ownerId}
      place="panel"
      onSave={async (text) => {
        await create.mutateAsync({ text });
        onDone();
      }}
      onCancel={onCancel}
    />
  );
}

type EditCommentFormProps = {
  api: RecordNotesApi;
  administrationId: string;
  ownerId: string;
  comment: Comment;
  label: string;
  onSaved: () => void;
  onDiscarded: () => void;
  onCancel: () => void;
};

/** An edit of one's comment, saved against the version it opened with: a 412 shows the text saved meanwhile, the edit kept. */
function EditCommentForm({ api, administrationId, ownerId, comment, label, onSaved, onDiscarded, onCancel }: EditCommentFormProps) {
  const { t } = useTranslation('records');
  const valuesOf = (version: Comment) => ({ text: version.text });
  const form = useForm({ schema: api.commentSchema, initialValues: valuesOf(comment), keep: ['comment', api.operations.updateComment, administrationId, ownerId, comment.id] });
  const save = useVersionedSave({
    operationId: api.operations.updateComment,
    send: (body: CommentWrite, ifMatch) => api.updateComment(administrationId, ownerId, comment.id, body, ifMatch),
    ...useCommentVersion(api, administrationId, ownerId, comment.id),
  });
  const conflict = useEditConflict({ form, record: comment, valuesOf });
  const { saveButtonRef } = conflict;
  const submit = form.handleSubmit(({ text }) => conflict.save((etag) => save.save({ text }, etag), onSaved));

  // Editing starts in the field the user asked to edit.
  const focusOnMount = useRef(true);
  useEffect(() => {
    if (!focusOnMount.current) return;
    focusOnMount.current = false;
    form.focus('text');
  });

  return (
    <CommentFields
      form={form}
      maxLength={api.commentMaxLength}
      label={label}
      submitLabel={t('comments.save')}
      onSubmit={submit}
      onCancel={onCancel}
      saveButtonRef={saveButtonRef}
      notice={conflict.notice}
      conflictPanel={
        conflict.panel ? (
          <ConflictPanel
            {...conflict.panel}
            title={t('comments.conflict.title')}
            intro={t('comments.conflict.intro')}
            introOutside={t('comments.conflict.introOutside')}
            labelOf={() => t('comments.conflict.field')}
            onDiscard={() => {
              form.kept.forget();
              onDiscarded();
            }}
          />
        ) : null
      }
    />
  );
}

type CommentFieldsProps = {
  form: FormController<RecordNotesApi['commentSchema']>;
  maxLength: number;
  label: string;
  submitLabel: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
  saveButtonRef?: RefObject<HTMLButtonElement | null>;
  notice?: string | null;
  /** What changed meanwhile, above the field (an edit answered 412). */
  conflictPanel?: ReactNode;
};

function CommentFields({ form, maxLength, label, submitLabel, onSubmit, onCancel, saveButtonRef, notice, conflictPanel }: CommentFieldsProps) {
  const { t, i18n } = useTranslation('records');
  const field = form.text('text');
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={onSubmit}>
      {conflictPanel}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={notice} />
      <TextAreaField
        label={label}
        hint={t('comments.hint', { max: formatNumber(maxLength, i18n.resolvedLanguage ?? i18n.language) })}
        rows={3}
        {...field}
      />
      <div className="flex gap-2">
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
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
