/**
 * The communication composer (SPEC §3 "Communication state"): media type (default email), the
 * template, the invoices, the administration, the preview generated from them (generatedHtml,
 * generatedHtmlId, updatedHTML — the user's edit of it) with its loading and error flags, and the
 * send. The form fields (e-mail, subject, cc, phone number, attachments) live in the form kit; the
 * screen hands their checked values to SEND.
 *
 * Flow: editing ⇄ generating (a preview), editing → sending → sent | editing (failed: everything
 * kept). Every send carries an Idempotency-Key: a retry of the same content reuses it, so a send
 * whose answer was lost goes out once; a change of content, or a successful send, makes a new one.
 *
 * The API calls are actors (`generate`, `send`), provided by the screen and replaced in tests.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Letterhead } from '@/api/generated/model';

export const COMPOSER_MEDIA = ['email', 'letter', 'sms', 'whatsapp'] as const;
export type ComposerMedia = (typeof COMPOSER_MEDIA)[number];

export type PreviewInput = { media: ComposerMedia; templateId: string; invoiceIds: readonly string[] };
/** A generated preview; `missingPlaceholders`: keys that had no value (the composer warns before sending). */
export type GeneratedPreview = { id: string; html: string; subject: string; missingPlaceholders?: readonly string[]; letterhead?: Letterhead | null; addedOnSend?: string | null };
/** What is sent: the media type, the content (html, or the checked form values) and the key. */
export type SendInput = { media: ComposerMedia; content: Record<string, unknown>; idempotencyKey: string };

export interface ComposerContext {
  mediaType: ComposerMedia;
  templateId: string | null;
  invoiceIds: string[];
  administrationId: string;
  generatedHtml: string | null;
  generatedHtmlId: string | null;
  /** The user's edit of the generated HTML (SPEC §3 updatedHTML); null: not generated yet. */
  updatedHTML: string | null;
  /** The subject the preview suggests. */
  suggestedSubject: string | null;
  /** Placeholders of the template that had no value in the preview. */
  missingPlaceholders: readonly string[];
  /** A letter's header and footer (filled) and page geometry, from its template; null: none. */
  letterhead: Letterhead | null;
  /** What the sending adds under an e-mail (the administration's legal line); shown, never edited. */
  addedOnSend: string | null;
  previewError: unknown;
  sendError: unknown;
  /** The key of the content last tried: reused while that content is retried. */
  idempotency: { key: string; fingerprint: string } | null;
  /** The checked content of the send under way. */
  pendingContent: Record<string, unknown> | null;
  /** What the server answered for the last successful send. */
  sent: unknown;
  /** The invoices the composer was opened with (another message starts from them again). */
  initialInvoiceIds: string[];
}

export type ComposerEvent =
  | { type: 'MEDIA'; media: ComposerMedia }
  | { type: 'TEMPLATE'; templateId: string | null }
  | { type: 'INVOICES'; invoiceIds: string[] }
  | { type: 'GENERATE' }
  | { type: 'EDIT'; html: string }
  | { type: 'ADMINISTRATION'; administrationId: string }
  | { type: 'SEND'; content: Record<string, unknown> }
  | { type: 'WRITE_ANOTHER' };

export type ComposerInput = { administrationId: string; invoiceIds?: string[]; newKey?: () => string };

const NO_PREVIEW = { generatedHtml: null, generatedHtmlId: null, updatedHTML: null, suggestedSubject: null, missingPlaceholders: [] as readonly string[], letterhead: null, addedOnSend: null, previewError: null } as const;

/** A stable text of the content (keys sorted), so the same content gives the same fingerprint. */
export function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

export const composerMachine = setup({
  types: {
    context: {} as ComposerContext & { newKey: () => string },
    events: {} as ComposerEvent,
    input: {} as ComposerInput,
  },
  actors: {
    generate: fromPromise<GeneratedPreview, PreviewInput>(() => Promise.reject(new Error('generate is not provided'))),
    send: fromPromise<unknown, SendInput>(() => Promise.reject(new Error('send is not provided'))),
  },
  guards: {
    canGenerate: ({ context }) => context.templateId !== null,
  },
  actions: {
    clearPreview: assign(NO_PREVIEW),
  },
}).createMachine({
  id: 'composer',
  context: ({ input }) => ({
    mediaType: 'email',
    templateId: null,
    invoiceIds: input.invoiceIds ?? [],
    administrationId: input.administrationId,
    ...NO_PREVIEW,
    sendError: null,
    idempotency: null,
    pendingContent: null,
    sent: null,
    initialInvoiceIds: input.invoiceIds ?? [],
    newKey: input.newKey ?? (() => crypto.randomUUID()),
  }),
  on: {
    // The preview was generated for one administration's templates and data (SPEC §4).
    ADMINISTRATION: {
      guard: ({ context, event }) => event.administrationId !== context.administrationId,
      target: '.editing',
      actions: assign(({ event }) => ({ ...NO_PREVIEW, administrationId: event.administrationId, templateId: null, invoiceIds: [], sendError: null })),
    },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        // A preview is made for one media type: another one needs its own.
        MEDIA: { actions: [assign(({ event }) => ({ mediaType: event.media, sendError: null })), 'clearPreview'] },
        TEMPLATE: { actions: assign(({ event }) => ({ templateId: event.templateId, previewError: null })) },
        INVOICES: { actions: assign(({ event }) => ({ invoiceIds: event.invoiceIds })) },
        GENERATE: { guard: 'canGenerate', target: 'generating' },
        // Written by hand (no template) or an edit of the generated preview.
        EDIT: { actions: assign(({ event }) => ({ updatedHTML: event.html })) },
        SEND: {
          target: 'sending',
          actions: assign(({ context, event }) => {
            const fingerprint = fingerprintOf({ media: context.mediaType, content: event.content });
            const idempotency = context.idempotency?.fingerprint === fingerprint ? context.idempotency : { key: context.newKey(), fingerprint };
            return { idempotency, sendError: null, pendingContent: event.content };
          }),
        },
      },
    },
    generating: {
      invoke: {
        src: 'generate',
        input: ({ context }) => ({ media: context.mediaType, templateId: context.templateId ?? '', invoiceIds: context.invoiceIds }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            generatedHtml: event.output.html,
            generatedHtmlId: event.output.id,
            updatedHTML: event.output.html,
            suggestedSubject: event.output.subject,
            missingPlaceholders: event.output.missingPlaceholders ?? [],
            letterhead: event.output.letterhead ?? null,
            addedOnSend: event.output.addedOnSend ?? null,
            previewError: null,
          })),
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ previewError: event.error })) },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({
          media: context.mediaType,
          content: context.pendingContent ?? {},
          idempotencyKey: context.idempotency?.key ?? '',
        }),
        // Sent: the next message starts afresh, with a new key.
        onDone: { target: 'sent', actions: assign(({ event }) => ({ sent: event.output, idempotency: null, ...NO_PREVIEW, templateId: null })) },
        // Failed: everything stays, the key too, so "Send" again retries the same message.
        onError: { target: 'editing', actions: assign(({ event }) => ({ sendError: event.error })) },
      },
    },
    sent: {
      // Another message starts afresh: e-mail, no template, the invoices it was opened with.
      on: { WRITE_ANOTHER: { target: 'editing', actions: assign(({ context }) => ({ sent: null, mediaType: 'email' as const, templateId: null, invoiceIds: context.initialInvoiceIds, sendError: null })) } },
    },
  },
});
