import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getGetTemplateQueryKey, getTemplate, updateTemplate } from '@/api/generated/endpoints/templates/templates';
import type { HeaderFooter, Media, Placeholder, Template, TemplateUpdate } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { SelectField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotices, SubmitButton } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime } from '@/lib/format';
import { clearDraft, readDraft, type TemplateDraft, writeDraft } from '../model/draft';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/administrations/administrations';
import type { UserProfile } from '@/api/generated/model';
import { sameMedia } from '../model/media';
import { TEMPLATE_NAME_MAX_LENGTH } from '../model/names';
import { ChannelToggles } from './ChannelToggles';
import { HeaderFootersDialog } from './HeaderFootersDialog';
import { TemplatePreview } from './TemplatePreview';
import { useAdministrationCurrency } from './use-administration-currency';

/** TipTap and ProseMirror: their own chunk, loaded by this page only. */
const BodyEditor = lazy(() => import('@/components/rich-text/BodyEditor'));

/** Typing settles this long before the draft is written to local storage. */
const DRAFT_DELAY_MS = 400;

const nameSchema = z.object({ name: z.string().max(TEMPLATE_NAME_MAX_LENGTH) });

type Edits = { name: string; hml: string; media: Media[]; headerFooterId: string | null };

const editsOf = (template: Template): Edits => ({
  name: template.name,
  hml: template.hml,
  media: [...template.media],
  headerFooterId: template.headerFooterId ?? null,
});

const sameEdits = (a: Edits, b: Edits) => a.name === b.name && a.hml === b.hml && sameMedia(a.media, b.media) && a.headerFooterId === b.headerFooterId;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type TemplateEditorProps = {
  administrationId: string;
  template: Template;
  placeholders: { items: readonly Placeholder[]; loading: boolean; failed: boolean };
  headersFooters: { items: readonly HeaderFooter[] | undefined; loading: boolean; failed: boolean };
};

/**
 * /templates/{templateId} with Manage_Configuration: name, channels, body, header/footer, saved
 * with PUT and If-Match. Edits are kept in local storage while unsaved (restored on reload, with
 * a way to discard them), leaving with unsaved edits asks first, and a failed save keeps them.
 */
export function TemplateEditor({ administrationId, template, placeholders, headersFooters }: TemplateEditorProps) {
  const { t, i18n } = useTranslation('templates');
  const queryClient = useQueryClient();
  const ids = useId();
  // Drafts are the user's own (the page waited for their profile, with the permissions). Without a
  // profile (signing out has just emptied the cache, the page not yet gone) nothing is kept: a
  // draft written then would outlive the sign-out that cleared the others.
  const userId = queryClient.getQueryData<UserProfile>(getGetProfileQueryKey(administrationId))?.id;
  // A draft from an earlier visit (a reload, a crash) wins over the server's version until discarded.
  const [restored] = useState<TemplateDraft | null>(() => {
    const kept = userId && storage() && readDraft(storage()!, userId, administrationId, template.id);
    return kept && !sameEdits(kept, editsOf(template)) ? kept : null;
  });
  const [base, setBase] = useState<Template>(template);
  const [hml, setHml] = useState(restored?.hml ?? template.hml);
  const [media, setMedia] = useState<Media[]>(restored?.media ?? [...template.media]);
  const [headerFooterId, setHeaderFooterId] = useState<string | null>(restored ? restored.headerFooterId : (template.headerFooterId ?? null));
  const [draftNotice, setDraftNotice] = useState<string | null>(restored?.savedAt ?? null);
  // Bumped when the body is replaced from outside the editor (discarding a draft, taking theirs).
  const [bodyRevision, setBodyRevision] = useState(0);
  const [conflict, setConflict] = useState<Template | null>(null);
  const [saved, setSaved] = useState(false);
  const [manageOpen, setManageOpen] = useState(false);
  const form = useForm({ schema: nameSchema, initialValues: { name: restored?.name ?? template.name } });
  const name = form.values.name ?? '';

  const edits: Edits = { name, hml, media, headerFooterId };
  const dirty = !sameEdits(edits, editsOf(base));
  // The blocker asks at navigation time, after this render: it reads the latest value from here.
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  // Unsaved edits are written to local storage once typing settles; saved or undone, the draft goes.
  const editsKey = JSON.stringify(edits);
  useEffect(() => {
    const store = storage();
    if (!store || !userId) return;
    if (!dirty) {
      clearDraft(store, userId, administrationId, template.id);
      return;
    }
    const timer = window.setTimeout(() => {
      writeDraft(store, userId, administrationId, template.id, { ...(JSON.parse(editsKey) as Edits), baseEtag: base.etag, savedAt: new Date().toISOString() });
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [editsKey, dirty, userId, administrationId, template.id, base.etag]);

  // Leaving with unsaved edits asks first: in the app (the router's blocker) and for the tab (beforeunload).
  const blocker = useBlocker({ shouldBlockFn: () => dirtyRef.current, enableBeforeUnload: () => dirtyRef.current, withResolver: true });

  // A 412 is a conflict the user resolves (takeTheirs): the page keeps showing the version edited.
  const save = useVersionedSave({
    operationId: 'updateTemplate',
    administrationId,
    send: (data: TemplateUpdate, ifMatch) => updateTemplate(administrationId, template.id, data, ifMatch),
    refetch: () => getTemplate(administrationId, template.id),
  });

  const submit = form.handleSubmit(async ({ name: newName }) => {
    setSaved(false);
    const data: TemplateUpdate = { name: newName, hml, media, headerFooterId, language: base.language };
    // Someone else saved meanwhile: nothing of ours is lost; the user chooses what to keep.
    const { saved: updated, conflict } = await save.save(data, base.etag);
    if (conflict) {
      setConflict(conflict);
      return;
    }
    queryClient.setQueryData(getGetTemplateQueryKey(administrationId, template.id), updated);
    setBase(updated);
    form.reset({ name: updated.name });
    setConflict(null);
    setDraftNotice(null);
    setSaved(true);
    const store = storage();
    if (store && userId) clearDraft(store, userId, administrationId, template.id);
  });

  const takeTheirs = (theirs: Template) => {
    setBase(theirs);
    form.reset({ name: theirs.name });
    setHml(theirs.hml);
    setMedia([...theirs.media]);
    setHeaderFooterId(theirs.headerFooterId ?? null);
    setBodyRevision((n) => n + 1);
    setConflict(null);
    queryClient.setQueryData(getGetTemplateQueryKey(administrationId, template.id), theirs);
  };

  const discardDraft = () => {
    takeTheirs(base);
    setDraftNotice(null);
  };

  const samples = useMemo(() => new Map(placeholders.items.flatMap((p) => (p.example === undefined ? [] : [[p.key, p.example] as const]))), [placeholders.items]);
  const headerFooter = headersFooters.items?.find((record) => record.id === headerFooterId) ?? null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The preview writes money and dates as the message will be sent: in the template's language (the
  // user's, for a template that names none) and the administration's currency.
  const currency = useAdministrationCurrency(administrationId);

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} aria-labelledby={`${ids}-title`} className="flex flex-col gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 id={`${ids}-title`} className="text-2xl font-semibold break-words text-slate-950">
            {t('editor.title', { name: base.name })}
          </h1>
          <div className="flex items-center gap-3">
            <p role="status" className="text-sm text-slate-700">
              {saved && !dirty ? t('editor.saved') : dirty ? t('editor.unsaved') : ''}
            </p>
            <SubmitButton pending={form.submitting} fullWidth={false} size="md">
              {t('editor.save')}
            </SubmitButton>
          </div>
        </div>

        {draftNotice && (
          <div role="region" aria-label={t('editor.draft.label')} className="flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950">
            <p className="flex-1">{t('editor.draft.restored', { date: formatDateTime(draftNotice, language) })}</p>
            <Button variant="secondary" size="sm" onClick={discardDraft}>
              {t('editor.draft.discard')}
            </Button>
          </div>
        )}

        {conflict && (
          <div role="alert" className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p>{t('editor.conflict.message', { name: conflict.name })}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="primary"
                size="sm"
                onClick={() => {
                  // Ours over theirs: the next save is made on their version.
                  setBase({ ...conflict, name: base.name, hml: base.hml, media: base.media, headerFooterId: base.headerFooterId });
                  setConflict(null);
                }}
              >
                {t('editor.conflict.keepMine')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => takeTheirs(conflict)}>
                {t('editor.conflict.takeTheirs')}
              </Button>
            </div>
          </div>
        )}
        <FormAlert message={form.formError} />
        {/* Offline, a save waits for the connection (the editor keeps its own drafts, so no `keep`). */}
        <FormNotices form={form} />

        <TextField label={t('editor.name')} required maxLength={TEMPLATE_NAME_MAX_LENGTH} {...form.text('name')} />
        <ChannelToggles media={media} onChange={setMedia} />

        <div className="flex flex-col gap-1">
          <span id={`${ids}-body`} className="text-sm font-medium text-slate-800">
            {t('editor.body')}
          </span>
          {placeholders.failed && (
            <p role="alert" className="text-sm text-red-900">
              {t('editor.placeholders.loadFailed')}
            </p>
          )}
          <Suspense fallback={<Spinner label={t('editor.loadingEditor')} className="min-h-64 rounded-md border border-slate-300" />}>
            <BodyEditor key={bodyRevision} initialHml={hml} onChange={setHml} placeholders={placeholders.items} labelledBy={`${ids}-body`} />
          </Suspense>
        </div>

        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="min-w-64 flex-1"
            label={t('editor.headerFooter.choose')}
            value={headerFooterId ?? ''}
            onChange={(event) => setHeaderFooterId(event.target.value || null)}
            placeholder={t('editor.headerFooter.none')}
            disabled={headersFooters.loading}
            options={(headersFooters.items ?? []).map((record) => ({ value: record.id, label: record.name }))}
          />
          <Button variant="secondary" onClick={() => setManageOpen(true)}>
            {t('editor.headerFooter.manage')}
          </Button>
        </div>
        {headersFooters.failed && (
          <p role="alert" className="text-sm text-red-900">
            {t('editor.headerFooter.loadFailed')}
          </p>
        )}
      </form>

      <TemplatePreview
        administrationId={administrationId}
        templateId={template.id}
        name={name}
        hml={hml}
        media={media}
        headerFooter={headerFooter}
        samples={samples}
        language={base.language ?? language}
        currency={currency}
      />

      <HeaderFootersDialog
        open={manageOpen}
        onClose={() => setManageOpen(false)}
        administrationId={administrationId}
        records={headersFooters.items}
        loading={headersFooters.loading}
        failed={headersFooters.failed}
        canManage
        onSaved={(record) => setHeaderFooterId(record.id)}
        onDeleted={(id) => {
          // The server leaves templates that used it without one: so does this one, saved or not.
          if (headerFooterId === id) setHeaderFooterId(null);
          if (base.headerFooterId === id) setBase((current) => ({ ...current, headerFooterId: null }));
        }}
      />

      <LazyConfirmDialog
        open={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('editor.leave.title')}
        description={t('editor.leave.description')}
        confirmLabel={t('editor.leave.confirm')}
        cancelLabel={t('editor.leave.stay')}
        onConfirm={() => {
          // Leaving on purpose: the draft is not kept either.
          const store = storage();
          if (store && userId) clearDraft(store, userId, administrationId, template.id);
          dirtyRef.current = false;
          blocker.proceed?.();
        }}
      />
    </div>
  );
}
