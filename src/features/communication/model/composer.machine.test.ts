import { createActor, fromPromise, waitFor } from 'xstate';
import { composerMachine, type GeneratedPreview, type PreviewInput, type SendInput } from './composer.machine';

function start(options: { generate?: (input: PreviewInput) => Promise<GeneratedPreview>; send?: (input: SendInput) => Promise<unknown> } = {}) {
  const sends: SendInput[] = [];
  let keys = 0;
  const machine = composerMachine.provide({
    actors: {
      generate: fromPromise<GeneratedPreview, PreviewInput>(({ input }) => (options.generate ?? (async () => ({ id: 'gen-1', html: '<p>Dear Bakker</p>', subject: 'Reminder' })))(input)),
      send: fromPromise<unknown, SendInput>(({ input }) => {
        sends.push(input);
        return (options.send ?? (async () => ({ id: 'eml-1' })))(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { administrationId: 'adm-nl-001', invoiceIds: ['inv-1'], newKey: () => `key-${++keys}` } }).start();
  return { actor, sends };
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));

describe('composer machine', () => {
  it('starts with e-mail, the invoice of the address and no preview', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({ mediaType: 'email', invoiceIds: ['inv-1'], templateId: null, generatedHtml: null, updatedHTML: null });
  });

  it('generates a preview only with a template, with its loading state, and keeps the edit', async () => {
    const { actor } = start();
    actor.send({ type: 'GENERATE' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'TEMPLATE', templateId: 'tpl-1' });
    actor.send({ type: 'GENERATE' });
    expect(actor.getSnapshot().matches('generating')).toBe(true);
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ generatedHtml: '<p>Dear Bakker</p>', generatedHtmlId: 'gen-1', updatedHTML: '<p>Dear Bakker</p>', suggestedSubject: 'Reminder' });
    actor.send({ type: 'EDIT', html: '<p>Dear Mr Bakker</p>' });
    expect(actor.getSnapshot().context.updatedHTML).toBe('<p>Dear Mr Bakker</p>');
  });

  it('keeps a failed preview as an error flag and clears it on a new template', async () => {
    const { actor } = start({ generate: () => Promise.reject(new Error('down')) });
    actor.send({ type: 'TEMPLATE', templateId: 'tpl-1' });
    actor.send({ type: 'GENERATE' });
    await idle(actor);
    expect(actor.getSnapshot().context.previewError).toBeInstanceOf(Error);
    actor.send({ type: 'TEMPLATE', templateId: 'tpl-2' });
    expect(actor.getSnapshot().context.previewError).toBeNull();
  });

  it('clears the preview when the administration or the media type changes', async () => {
    const { actor } = start();
    actor.send({ type: 'TEMPLATE', templateId: 'tpl-1' });
    actor.send({ type: 'GENERATE' });
    await idle(actor);
    actor.send({ type: 'ADMINISTRATION', administrationId: 'adm-nl-001' });
    expect(actor.getSnapshot().context.generatedHtml).not.toBeNull();
    actor.send({ type: 'ADMINISTRATION', administrationId: 'adm-gb-002' });
    expect(actor.getSnapshot().context).toMatchObject({ administrationId: 'adm-gb-002', generatedHtml: null, generatedHtmlId: null, updatedHTML: null, templateId: null });

    actor.send({ type: 'TEMPLATE', templateId: 'tpl-1' });
    actor.send({ type: 'GENERATE' });
    await idle(actor);
    actor.send({ type: 'MEDIA', media: 'letter' });
    expect(actor.getSnapshot().context).toMatchObject({ mediaType: 'letter', generatedHtml: null, templateId: 'tpl-1' });
  });

  it('a failed send keeps everything and retries with the same key; changed content gets a new key; a success resets', async () => {
    let fail = true;
    const { actor, sends } = start({ send: async () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : { id: 'eml-9' }) });
    actor.send({ type: 'TEMPLATE', templateId: 'tpl-1' });
    actor.send({ type: 'GENERATE' });
    await idle(actor);
    actor.send({ type: 'EDIT', html: '<p>edited</p>' });
    const content = { to: 'a@b.nl', subject: 'Reminder', html: '<p>edited</p>' };

    actor.send({ type: 'SEND', content });
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ updatedHTML: '<p>edited</p>', templateId: 'tpl-1', invoiceIds: ['inv-1'] });
    expect(actor.getSnapshot().context.sendError).toBeInstanceOf(TypeError);

    actor.send({ type: 'SEND', content: { ...content } });
    await idle(actor);
    actor.send({ type: 'SEND', content: { ...content, subject: 'Other' } });
    await idle(actor);
    expect(sends.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);

    fail = false;
    actor.send({ type: 'SEND', content: { ...content, subject: 'Other' } });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sends.at(-1)?.idempotencyKey).toBe('key-2');
    expect(actor.getSnapshot().context).toMatchObject({ sent: { id: 'eml-9' }, idempotency: null, updatedHTML: null });
    actor.send({ type: 'WRITE_ANOTHER' });
    actor.send({ type: 'SEND', content: { ...content, subject: 'Other' } });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sends.at(-1)?.idempotencyKey).toBe('key-3');
  });

  it('another message starts afresh: e-mail, no template, no preview, the invoices it was opened with', async () => {
    const { actor } = start({ generate: async () => ({ id: 'gen-2', html: '<p>x</p>', subject: 'Brief', missingPlaceholders: ['administration.iban'] }) });
    actor.send({ type: 'MEDIA', media: 'letter' });
    actor.send({ type: 'INVOICES', invoiceIds: ['inv-1', 'inv-2'] });
    actor.send({ type: 'TEMPLATE', templateId: 'tpl-1' });
    actor.send({ type: 'GENERATE' });
    await idle(actor);
    expect(actor.getSnapshot().context.missingPlaceholders).toEqual(['administration.iban']);
    actor.send({ type: 'SEND', content: { subject: 'Brief', html: '<p>x</p>' } });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'WRITE_ANOTHER' });
    expect(actor.getSnapshot().context).toMatchObject({ mediaType: 'email', templateId: null, invoiceIds: ['inv-1'], updatedHTML: null, missingPlaceholders: [] });
  });
});
