import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { invalidateAfterMutation } from '@/api/cache';
import { NetworkError } from '@/api/errors';
import {
  generateMessagePreview,
  sendEmail,
  sendLetter,
  sendTextMessage,
  useGetComposerContext,
} from '@/api/generated/endpoints/communication/communication';
import { useListAdministrations } from '@/api/generated/endpoints/administrations/administrations';
import { useListTemplates } from '@/api/generated/endpoints/templates/templates';
import { useGetMailboxMessage } from '@/api/generated/endpoints/mailbox/mailbox';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import type { Crumb } from '@/components/Breadcrumbs';
import type { ComposerContext as CustomerContext } from '@/api/generated/model';
import { FieldErrorList, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotices, SubmitButton } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { QueryErrorView } from '@/components/QueryErrorView';
import { PageFrame } from '@/components/PageFrame';
import { PageSpinner } from '@/components/PageSpinner';
import { SanitisedHtmlFrame } from '@/components/SanitisedHtmlFrame';
import { Button, buttonClass } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { textLinkClass } from '@/components/ui/link';
import { useActiveAdministrationId } from '@/lib/administration';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLetterBrand } from '@/api/administration-style';
import { letterPageCss, letterPageHtml } from '@/lib/letter-page';
import { formatMoney } from '@/lib/money';
import { AREAS, TAB_PERMISSIONS } from '@/navigation/areas';
import { areaCrumbs, detailLink } from '@/navigation/links';
import { COMPOSER_MEDIA, type ComposerMedia, composerMachine, type SendInput } from '../model/composer.machine';
import { ccAddresses, composerFormSchema, htmlToText, templateOptions } from '../model/composer-form';
import { quotedReply, replySubject } from '../model/reply';
import { useActor } from '../model/use-actor';
import { useKeptMessage } from './kept-message';

type Props = { administrationId: string; customerId: string; invoiceId?: string };

/** The template editor's rich-text editor, loaded on first use (its own chunk). */
const BodyEditor = lazy(() => import('@/components/rich-text/BodyEditor'));

/** Whether sanitised HTML says anything: text, or an image (an editor's empty `<p></p>` does not). */
const hasContent = (clean: string) => htmlToText(clean).trim() !== '' || /<img\b/i.test(clean);

/** Today as `YYYY-MM-DD` in the user's time zone (due dates are dates, not instants). */
function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The operation each media type sends with (its cache groups are refreshed after a send). */
const SEND_OPERATION: Record<ComposerMedia, string> = { email: 'sendEmail', letter: 'sendLetter', sms: 'sendTextMessage', whatsapp: 'sendTextMessage' };

/** /communication/{customerId}: write to a customer from a template, see and edit it, and send it. */
export function ComposerScreen({ administrationId, customerId, invoiceId }: Props) {
  const { t } = useTranslation(['communication', 'navigation']);
  const context = useGetComposerContext(administrationId, customerId);
  // Through the customer (and the invoice written from), as the user came; linked only for who may
  // open them, so a sender with Manage_Messages alone still sees whom the message is for.
  const mayOpenCustomer = usePermission(AREAS.customers.permission).allowed;
  const mayOpenInvoice = usePermission(AREAS.invoices.permission).allowed;
  const customer = context.data?.customer;
  const invoice = invoiceId ? context.data?.invoices.find((candidate) => candidate.id === invoiceId) : undefined;
  const crumbs: Crumb[] = customer
    ? [
        ...areaCrumbs(t, mayOpenCustomer ? 'customers' : 'emails'),
        { label: customer.name, link: mayOpenCustomer ? detailLink('customers', customer.id) : undefined },
        ...(invoice ? [{ label: invoice.number, link: mayOpenInvoice ? detailLink('invoices', invoice.id) : undefined }] : []),
        { label: t('composer.crumb') },
      ]
    : [...areaCrumbs(t, 'emails'), { label: t('composer.crumb') }];
  const title = context.data ? t('composer.title', { name: context.data.customer.name }) : t('composer.titlePending');
  return (
    <PageFrame title={title} breadcrumbs={crumbs}>
      {context.isError ? (
        <QueryErrorView error={context.error} onRetry={() => void context.refetch()} />
      ) : !context.data ? (
        <PageSpinner />
      ) : (
        // The API calls are bound to one administration: another one starts a new composer.
        <Composer key={administrationId} administrationId={administrationId} customer={context.data} invoiceId={invoiceId} />
      )}
    </PageFrame>
  );
}

function Composer({ administrationId, customer, invoiceId }: { administrationId: string; customer: CustomerContext; invoiceId?: string }) {
  const { t, i18n } = useTranslation('communication');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const ids = useId();
  const preselected = invoiceId && customer.invoices.some((invoice) => invoice.id === invoiceId) ? [invoiceId] : [];
  const [attachmentIds, setAttachmentIds] = useState<string[]>([]);
  const [messageError, setMessageError] = useState(false);

  const machine = useMemo(
    () =>
      composerMachine.provide({
        actors: {
          generate: fromPromise(({ input, signal }) =>
            generateMessagePreview(administrationId, { media: input.media, templateId: input.templateId, customerId: customer.customer.id, invoiceIds: [...input.invoiceIds] }, { signal }),
          ),
          send: fromPromise<unknown, SendInput>(async ({ input }) => {
            const options = { headers: { 'Idempotency-Key': input.idempotencyKey } };
            const content = input.content as never;
            const answer =
              input.media === 'email'
                ? await sendEmail(administrationId, content, options)
                : input.media === 'letter'
                  ? await sendLetter(administrationId, content, options)
                  : await sendTextMessage(administrationId, content, options);
            await invalidateAfterMutation(queryClient, [SEND_OPERATION[input.media]], { administrationId });
            return answer;
          }),
        },
      }),
    [administrationId, customer.customer.id, queryClient],
  );
  const [state, send] = useActor(machine, { administrationId, invoiceIds: preselected });
  const composer = state.context;
  const media = composer.mediaType;

  // The administration switcher changes the active administration: the preview was made in this one.
  const active = useActiveAdministrationId();
  useEffect(() => {
    if (active) send({ type: 'ADMINISTRATION', administrationId: active });
  }, [active, send]);

  const form = useForm({
    schema: composerFormSchema(media),
    initialValues: { email: customer.customer.email ?? '', subject: '', cc: '', phoneNumber: customer.customer.phone ?? '' },
  });
  const { setValue, values } = form;

  // A preview suggests a subject; one the user typed stays.
  useEffect(() => {
    if (composer.suggestedSubject && !values.subject) setValue('subject', composer.suggestedSubject);
  }, [composer.generatedHtmlId]); // eslint-disable-line react-hooks/exhaustive-deps -- only when a new preview arrives

  const templates = useListTemplates(administrationId, undefined);
  const brand = useLetterBrand(administrationId);
  const administrations = useListAdministrations();
  const administrationName = administrations.data?.items.find((a) => a.id === composer.administrationId)?.name ?? composer.administrationId;
  const customerRecords = usePermission(AREAS.customers.permission).allowed;
  // The server's rules (sendEmail): another address than the customer's needs Manage_Customers, a file Manage_Documents.
  const anyAddress = customerRecords;
  // A reply from the mailbox: "Re: <subject>" to the sender, the original quoted below room for the
  // answer; free text or a template from there on.
  const replyTo = useRouterState({ select: (router) => router.location.state.replyTo });
  const mayReadMailbox = usePermission(operationPermission.getMailboxMessage).allowed;
  const original = useGetMailboxMessage(administrationId, replyTo ?? '', { query: { enabled: Boolean(replyTo) && mayReadMailbox } }).data;
  const replied = useRef(false);
  // Counts the times the message was put there from here, not typed (a quote, a restored message):
  // the rich editor starts afresh with it each time.
  const [messagesPut, setMessagesPut] = useState(0);
  useEffect(() => {
    if (!original || replied.current) return;
    replied.current = true;
    setValue('subject', replySubject(original.subject));
    // Another address than the customer's needs Manage_Customers (sendEmail's rule); without it the customer's stays.
    if (anyAddress || original.sender.email === customer.customer.email) setValue('email', original.sender.email);
    const intro = t('composer.replyIntro', { name: original.sender.name, date: formatDateTime(original.receivedAt, language) });
    send({ type: 'EDIT', html: quotedReply(htmlToText(original.body), intro) });
    setMessagesPut((n) => n + 1);
  }, [original]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the original arrives

  const mayAttach = usePermission(TAB_PERMISSIONS.attachments).allowed;
  // For the chosen channel, the customer's language first, by name.
  const offered = templateOptions(templates.data?.items ?? [], media, customer.customer.language, language);

  const html = composer.updatedHTML;
  // Said before sending (not refused): placeholders the preview had no value for, invoices not yet due.
  const today = localIsoDate(new Date());
  const notDue = customer.invoices.filter((invoice) => composer.invoiceIds.includes(invoice.id) && invoice.dueDate >= today);
  const missing = html === null ? [] : composer.missingPlaceholders;
  const hasWarnings = missing.length > 0 || notDue.length > 0;
  const warningsId = `${ids}-warnings`;

  // What is typed is kept across a sign-in round trip, a closed tab or a lost connection (kept-message.ts).
  const kept = useKeptMessage({
    administrationId,
    customerId: customer.customer.id,
    invoiceId,
    sent: state.matches('sent'),
    message: {
      media,
      templateId: composer.templateId,
      invoiceIds: composer.invoiceIds,
      html,
      email: values.email ?? '',
      subject: values.subject ?? '',
      cc: values.cc ?? '',
      phoneNumber: values.phoneNumber ?? '',
      attachmentIds,
    },
    apply: (restored) => {
      // The channel first: another one clears the preview the restored text replaces.
      if (restored.media) send({ type: 'MEDIA', media: restored.media });
      if (restored.templateId !== undefined) send({ type: 'TEMPLATE', templateId: restored.templateId });
      if (restored.invoiceIds) send({ type: 'INVOICES', invoiceIds: restored.invoiceIds.filter((id) => customer.invoices.some((invoice) => invoice.id === id)) });
      if (typeof restored.html === 'string') {
        send({ type: 'EDIT', html: restored.html });
        setMessagesPut((n) => n + 1);
      }
      for (const name of ['email', 'subject', 'cc', 'phoneNumber'] as const) if (restored[name] !== undefined) setValue(name, restored[name]);
      if (restored.attachmentIds) setAttachmentIds(restored.attachmentIds.filter((id) => customer.attachments.some((file) => file.id === id)));
    },
  });

  const generating = state.matches('generating');
  const sending = state.matches('sending');

  const onSend = form.handleSubmit((data) => {
    const clean = html === null ? '' : DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }).trim();
    if (!hasContent(clean)) {
      setMessageError(true);
      return;
    }
    setMessageError(false);
    const base = { customerId: customer.customer.id, invoiceIds: composer.invoiceIds, templateId: composer.templateId, previewId: composer.generatedHtmlId };
    const content =
      media === 'email'
        ? { ...base, to: data.email, cc: ccAddresses(data.cc), subject: data.subject?.trim(), html: clean, attachmentIds }
        : media === 'letter'
          ? { ...base, subject: data.subject?.trim(), html: clean }
          : { ...base, channel: media, phoneNumber: data.phoneNumber, text: htmlToText(clean).slice(0, 1600) };
    send({ type: 'SEND', content });
  });

  if (state.matches('sent')) {
    const listLink = media === 'letter' ? '/communication/letters' : '/communication/emails';
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="text-lg font-medium text-slate-950">
          {t(`composer.sent.${media}`, { name: customer.customer.name })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              // Every field starts afresh: nothing of this message carries into the next.
              form.reset({ email: customer.customer.email ?? '', subject: '', cc: '', phoneNumber: customer.customer.phone ?? '' });
              setAttachmentIds([]);
              setMessageError(false);
              send({ type: 'WRITE_ANOTHER' });
            }}
          >
            {t('composer.writeAnother')}
          </Button>
          {media === 'email' || media === 'letter' ? (
            <Link to={listLink} className={buttonClass({ variant: 'secondary' })}>
              {t(media === 'email' ? 'composer.toEmails' : 'composer.toLetters')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }

  const sendFailure = composer.sendError
    ? composer.sendError instanceof NetworkError || composer.sendError instanceof TypeError
      ? t('composer.sendNetworkError')
      : t('composer.sendError')
    : null;

  return (
    <form noValidate onSubmit={onSend} className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {kept.offer || form.offline ? (
        <div className="flex flex-col gap-2 lg:col-span-2">
          <FormNotices form={{ kept, offline: form.offline, submitting: sending }} />
        </div>
      ) : null}
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">{t('composer.media')}</legend>
          <div className="flex flex-wrap gap-4">
            {COMPOSER_MEDIA.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${ids}-media`} value={option} checked={media === option} onChange={() => send({ type: 'MEDIA', media: option })} className="size-4 accent-blue-800" />
                {t(`media.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <p className="text-sm text-slate-700">{t('composer.administration', { name: administrationName })}</p>

        {media === 'email' ? (
          <>
            <TextField label={t('composer.to')} type="email" autoComplete="off" readOnly={!anyAddress} hint={anyAddress ? undefined : t('composer.toCustomerOnly')} {...form.text('email')} />
            {anyAddress ? <TextField label={t('composer.cc')} hint={t('composer.ccHint')} autoComplete="off" {...form.text('cc')} /> : null}
          </>
        ) : null}
        {media === 'sms' || media === 'whatsapp' ? <TextField label={t('composer.phoneNumber')} type="tel" hint={t('composer.phoneHint')} {...form.text('phoneNumber')} /> : null}
        {media === 'email' || media === 'letter' ? <TextField label={t('composer.subject')} {...form.text('subject')} /> : null}
        {media === 'letter' ? <p className="text-sm text-slate-700">{customer.customer.address ? t('composer.letterTo', { address: customer.customer.address }) : t('composer.noAddress')}</p> : null}

        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">{t('composer.invoices')}</legend>
          {customer.invoices.length === 0 ? (
            <p className="text-sm text-slate-700">{t('composer.noInvoices')}</p>
          ) : (
            <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {customer.invoices.map((invoice) => (
                <li key={invoice.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-blue-800"
                      checked={composer.invoiceIds.includes(invoice.id)}
                      onChange={(event) =>
                        send({ type: 'INVOICES', invoiceIds: event.target.checked ? [...composer.invoiceIds, invoice.id] : composer.invoiceIds.filter((id) => id !== invoice.id) })
                      }
                    />
                    {t('composer.invoiceOption', { number: invoice.number, due: formatDate(invoice.dueDate, language), outstanding: formatMoney(invoice.outstanding, language) })}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        {media === 'email' && !mayAttach ? <p className="text-sm text-slate-700">{t('composer.noFilePermission')}</p> : null}
        {media === 'email' && customer.attachments.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-800">{t('composer.attachments')}</legend>
            {customer.attachments.map((file) => (
              <label key={file.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-blue-800"
                  checked={attachmentIds.includes(file.id)}
                  onChange={(event) => setAttachmentIds((list) => (event.target.checked ? [...list, file.id] : list.filter((id) => id !== file.id)))}
                />
                {file.fileName}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>

      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="min-w-64 flex-1"
            label={t('composer.template')}
            options={offered}
            value={composer.templateId ?? ''}
            onChange={(event) => send({ type: 'TEMPLATE', templateId: event.target.value || null })}
            hint={templates.isError ? t('composer.templatesFailed') : undefined}
          />
          <Button variant="secondary" pending={generating} disabled={composer.templateId === null} onClick={() => send({ type: 'GENERATE' })}>
            {t('composer.generate')}
          </Button>
        </div>
        {composer.previewError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('composer.previewFailed')}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {generating ? t('composer.generating') : ''}
        </p>

        <MessageField
          html={html}
          revision={`${composer.generatedHtmlId ?? ''}:${messagesPut}`}
          onEdit={(edited) => send({ type: 'EDIT', html: edited })}
          hint={html === null ? t('composer.messageFreeHint') : t('composer.messageHint')}
          errors={messageError ? [t('composer.messageRequired')] : []}
        />
        {html?.trim() ? (
          media === 'letter' ? (
            // On its A4 page with the template's letterhead, as the template editor's letter preview shows it.
            <SanitisedHtmlFrame
              administrationImages
              title={t('composer.previewTitle')}
              // The body parsed on its own first: an element it leaves open cannot swallow the footer.
              html={letterPageHtml(composer.letterhead?.['header-html'] ?? '', DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), composer.letterhead?.['footer-html'] ?? '', brand)}
              layoutCss={letterPageCss(composer.letterhead, brand)}
              className="h-[40rem] w-full"
            />
          ) : (
            <>
              <SanitisedHtmlFrame administrationImages html={html + (composer.addedOnSend ?? '')} title={t('composer.previewTitle')} />
              {composer.addedOnSend ? <p className="text-sm text-slate-600">{t('composer.addedOnSend')}</p> : null}
            </>
          )
        ) : null}

        <FormAlert message={sendFailure ?? form.formError} />
        {hasWarnings ? (
          <section id={warningsId} aria-labelledby={`${warningsId}-heading`} className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <h2 id={`${warningsId}-heading`} className="font-semibold">
              {t('composer.warnings.heading')}
            </h2>
            <ul className="mt-1 list-disc pl-5">
              {missing.length > 0 ? <li>{t('composer.warnings.missing', { keys: missing.join(', ') })}</li> : null}
              {notDue.map((invoice) => (
                <li key={invoice.id}>{t('composer.warnings.notDue', { number: invoice.number, due: formatDate(invoice.dueDate, language) })}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={sending} fullWidth={false} size="md" describedBy={hasWarnings ? warningsId : undefined}>
            {t(`composer.send.${media}`)}
          </SubmitButton>
          {customerRecords ? (
            <Link to="/customers/$customerId" params={{ customerId: customer.customer.id }} className={textLinkClass}>
              {t('composer.backToCustomer')}
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}

type MessageFieldProps = {
  html: string | null;
  /**
   * Changes when the message was set from elsewhere (a generated preview, a quoted reply, a restored
   * message): the rich
   * editor then starts afresh from it. Its own edits never restart it; the source, when left,
   * hands over what it holds (the editor mounts anew).
   */
  revision: string;
  onEdit: (html: string) => void;
  hint: string;
  errors: string[];
};

/**
 * The message, edited in the template editor's rich-text editor; its HTML source as an option.
 * What either gives goes the same way as before: sanitised into the preview frame and on sending.
 */
function MessageField({ html, revision, onEdit, hint, errors }: MessageFieldProps) {
  const { t } = useTranslation(['communication', 'templates']);
  const id = useId();
  const [source, setSource] = useState(false);
  const invalid = errors.length > 0;
  // The toggle stays one element in both modes, so it keeps the focus when pressed.
  return (
    <div className="flex flex-col gap-1">
      {source ? (
        <TextAreaField label={t('composer.message')} hint={hint} rows={10} className="font-mono" value={html ?? ''} onChange={(event) => onEdit(event.target.value)} errors={errors} />
      ) : (
        <>
          <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
            {t('composer.messageRich')}
          </span>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
          <Suspense fallback={<Spinner label={t('templates:editor.loadingEditor')} className="min-h-64 rounded-md border border-slate-300" />}>
            <BodyEditor
              key={revision}
              initialHml={html ?? ''}
              onChange={onEdit}
              labelledBy={`${id}-label`}
              describedBy={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
              invalid={invalid}
            />
          </Suspense>
          <FieldErrorList id={`${id}-error`} errors={errors} />
        </>
      )}
      <div className="mt-1">
        <button
          type="button"
          aria-pressed={source}
          onClick={() => setSource((on) => !on)}
          className={`${buttonClass({ variant: 'secondary', size: 'sm' })} aria-pressed:bg-slate-200`}
        >
          {t('composer.source')}
        </button>
      </div>
    </div>
  );
}
