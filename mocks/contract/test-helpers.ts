/**
 * Scenarios the contract tests of customers, invoices and super debtors share: their comments and
 * attachments follow the same rules, so each tag runs the same checks against its own paths.
 */
import { expect, it } from 'vitest';
import type { Attachment, Comment, CommentList, Problem } from '#api/generated/model/index';
import { simplePdf } from '../media/pdf';
import { bearer, json, type ContractApi } from './harness';

export const NL = 'adm-nl-001';
export const GB = 'adm-gb-002';
/** A pinned clock: the seed's reference day, so ages and statuses are those the seed meant. */
export const PINNED = { now: () => new Date('2026-11-20T09:00:00Z') };

export const items = <T>(body: unknown) => (body as { items: T[] }).items;
export const problemOf = (body: unknown) => body as Problem;

/** `init` naming the version a change is against (none when `etag` is undefined). */
export function withIfMatch(etag: string | undefined, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...init.headers, ...(etag ? { 'If-Match': etag } : {}) } };
}

/** A 412's body: the current version and the record as it is now. */
export const conflictOf = <T>(body: unknown) => body as Problem & { etag: string; current: T };

export function upload(fileName: string, type: string, bytes: Uint8Array | string): RequestInit {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], fileName, { type }));
  return { body: form };
}

/**
 * Comments and attachments of one owner (`base` = its path, e.g. /administrations/adm-nl-001/customers/cus-nl-0001).
 * `colleague`: a member who may work with the owner but did not write Anna's comment (Sanne in the
 * Dutch administration, where she works invoices; James in the British one).
 */
export function commentAndAttachmentScenarios(
  { call, mock }: ContractApi,
  owner: () => Promise<string>,
  what: string,
  colleague: 'usr-sanne' | 'usr-james' = 'usr-sanne',
): void {
  it(`${what}: comments are listed newest first, added, edited and deleted by their author only`, async () => {
    const base = await owner();
    const created = await call('POST', `${base}/comments`, json({ text: '  Belde met de klant.  ' }));
    expect(created.status).toBe(201);
    const comment = created.body as Comment;
    expect(comment).toMatchObject({ text: 'Belde met de klant.', author: { id: 'usr-anna', name: 'Anna de Vries' } });
    const listed = items<Comment>((await call('GET', `${base}/comments`)).body);
    expect(listed[0]?.id).toBe(comment.id);

    const edited = await call('PUT', `${base}/comments/${comment.id}`, withIfMatch(comment.etag, json({ text: 'Klant belt terug.' })));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: comment.id, text: 'Klant belt terug.' });
    const { etag } = edited.body as Comment;

    // The colleague may work with the owner but did not write the comment.
    const { access_token: other } = await mock.issueTokens(colleague);
    const notTheirs = await call('PUT', `${base}/comments/${comment.id}`, bearer(other, withIfMatch(etag, json({ text: 'Overschreven' }))));
    expect(notTheirs.status).toBe(403);
    expect(problemOf(notTheirs.body).detail).toBe('Only Anna de Vries, who wrote this comment, can change or delete it.');
    expect((await call('DELETE', `${base}/comments/${comment.id}`, bearer(other, withIfMatch(etag)))).status).toBe(403);

    expect((await call('POST', `${base}/comments`, json({ text: '   ' }))).status).toBe(400);
    expect((await call('PUT', `${base}/comments/${comment.id}`, withIfMatch(etag, json({ text: '' })))).status).toBe(400);
    expect((await call('DELETE', `${base}/comments/${comment.id}`, withIfMatch(etag))).status).toBe(204);
    expect(items<Comment>((await call('GET', `${base}/comments`)).body).map((c) => c.id)).not.toContain(comment.id);
    expect((await call('PUT', `${base}/comments/${comment.id}`, withIfMatch(etag, json({ text: 'x' })))).status).toBe(404);
    expect((await call('DELETE', `${base}/comments/${comment.id}`, withIfMatch(etag))).status).toBe(404);
    expect((await call('GET', `${base.replace(/[^/]+$/, 'nope')}/comments`)).status).toBe(404);
    expect((await call('POST', `${base.replace(/[^/]+$/, 'nope')}/comments`, json({ text: 'x' }))).status).toBe(404);
    const emptyList = (await call('GET', `${base}/comments`)).body as CommentList;
    expect(Array.isArray(emptyList.items)).toBe(true);
  });

  it(`${what}: a comment is changed or deleted only with its current If-Match; a stale one gets 412 with the comment as it is now, none 428`, async () => {
    const base = await owner();
    const created = await call('POST', `${base}/comments`, json({ text: 'Eerste versie.' }));
    expect(created.status).toBe(201);
    const comment = created.body as Comment;
    expect(created.response.headers.get('ETag')).toBe(comment.etag);
    expect(items<Comment>((await call('GET', `${base}/comments`)).body).find((c) => c.id === comment.id)?.etag).toBe(comment.etag);

    // Two edits from the same version (two tabs of the author): the second is refused, not lost.
    const first = await call('PUT', `${base}/comments/${comment.id}`, withIfMatch(comment.etag, json({ text: 'Tweede versie.' })));
    expect(first.status).toBe(200);
    const saved = first.body as Comment;
    expect(saved.etag).not.toBe(comment.etag);
    expect(first.response.headers.get('ETag')).toBe(saved.etag);
    const second = await call('PUT', `${base}/comments/${comment.id}`, withIfMatch(comment.etag, json({ text: 'Andere versie.' })));
    expect(second.status).toBe(412);
    expect(conflictOf<Comment>(second.body)).toMatchObject({ etag: saved.etag, current: { id: comment.id, text: 'Tweede versie.', etag: saved.etag } });
    expect((await call('PUT', `${base}/comments/${comment.id}`, json({ text: 'Zonder versie.' }))).status).toBe(428);

    expect((await call('DELETE', `${base}/comments/${comment.id}`, withIfMatch(comment.etag))).status).toBe(412);
    expect((await call('DELETE', `${base}/comments/${comment.id}`)).status).toBe(428);
    expect(items<Comment>((await call('GET', `${base}/comments`)).body).find((c) => c.id === comment.id)?.text).toBe('Tweede versie.');
    expect((await call('DELETE', `${base}/comments/${comment.id}`, withIfMatch(saved.etag))).status).toBe(204);
  });

  it(`${what}: attachments are uploaded, listed, downloaded as sent and deleted`, async () => {
    const base = await owner();
    const pdf = simplePdf(['Betalingsafspraak'], 'Afspraak');
    const created = await call('POST', `${base}/attachments`, upload('afspraak juni.pdf', 'application/pdf', pdf));
    expect(created.status).toBe(201);
    const attachment = created.body as Attachment;
    expect(attachment).toMatchObject({ fileName: 'afspraak juni.pdf', contentType: 'application/pdf', size: pdf.byteLength, uploadedBy: { id: 'usr-anna' } });
    expect(items<Attachment>((await call('GET', `${base}/attachments`)).body)[0]?.id).toBe(attachment.id);

    const downloaded = await call('GET', `${base}/attachments/${attachment.id}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.response.headers.get('Content-Type')).toBe('application/pdf');
    expect(downloaded.response.headers.get('Content-Disposition')).toBe(`attachment; filename="afspraak juni.pdf"; filename*=UTF-8''afspraak%20juni.pdf`);
    expect(downloaded.body).toEqual(pdf);

    const csv = await call('POST', `${base}/attachments`, upload('export.csv', 'application/vnd.ms-excel', 'nummer;bedrag\n1;2\n'));
    expect(csv.status).toBe(201);
    expect((csv.body as Attachment).contentType).toBe('text/csv');
    const text = await call('GET', `${base}/attachments/${(csv.body as Attachment).id}`);
    expect(new TextDecoder().decode(text.body as Uint8Array)).toBe('nummer;bedrag\n1;2\n');

    expect((await call('DELETE', `${base}/attachments/${attachment.id}`)).status).toBe(204);
    expect((await call('GET', `${base}/attachments/${attachment.id}`)).status).toBe(404);
    expect((await call('DELETE', `${base}/attachments/${attachment.id}`)).status).toBe(404);
    expect((await call('GET', `${base.replace(/[^/]+$/, 'nope')}/attachments`)).status).toBe(404);
  });

  it(`${what}: the name stored is the name checked, at most 255 characters with its extension kept`, async () => {
    const base = await owner();
    const stored = async (fileName: string, type: string, bytes: Uint8Array | string) => {
      const created = await call('POST', `${base}/attachments`, upload(fileName, type, bytes));
      expect(created.status).toBe(201);
      const { id, fileName: name } = created.body as Attachment;
      const disposition = (await call('GET', `${base}/attachments/${id}`)).response.headers.get('Content-Disposition') ?? '';
      return { name, disposition };
    };
    // Cut after its check, 'a'×250 + '.html.txt' used to be stored and downloaded as ….html.
    const padded = await stored(`${'a'.repeat(250)}.html.txt`, 'text/plain', 'hello');
    expect(padded.name).toHaveLength(255);
    expect(padded.name.endsWith('.txt')).toBe(true);
    expect(padded.disposition).toMatch(/^attachment; filename="a+\.+txt"; filename\*=UTF-8''a+\.+txt$/);
    const batch = await stored(`${'b'.repeat(251)}.bat.txt`, 'text/plain', 'hello');
    expect(batch.name.endsWith('.txt')).toBe(true);
    expect(batch.name).not.toMatch(/\.bat$/);
    // At the edge: 255 characters are kept as they are, 256 are shortened.
    const exact = `${'c'.repeat(251)}.pdf`;
    expect((await stored(exact, 'application/pdf', simplePdf(['x'], 'x'))).name).toBe(exact);
    const over = await stored(`${'d'.repeat(252)}.pdf`, 'application/pdf', simplePdf(['x'], 'x'));
    expect(over.name).toBe(`${'d'.repeat(251)}.pdf`);
    // Path parts and control characters never reach the stored name.
    expect((await stored('..\\..\\windows/start\u0000.txt', 'text/plain', 'x')).name).toBe('.._.._windows_start_.txt');
  });

  it(`${what}: uploads beyond 10 MB or of other types are refused with a reason`, async () => {
    const base = await owner();
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const big = await call('POST', `${base}/attachments`, upload('scan.pdf', 'application/pdf', tooBig));
    expect(big.status).toBe(413);
    expect(problemOf(big.body).detail).toBe('scan.pdf is 10.0 MB; attachments may be at most 10 MB.');

    const exe = await call('POST', `${base}/attachments`, upload('factuur.exe', 'application/x-msdownload', 'MZ'));
    expect(exe.status).toBe(415);
    expect(problemOf(exe.body).detail).toBe('factuur.exe is not an accepted file type (PDF, PNG, JPEG, DOCX, XLSX, CSV or TXT).');

    const renamed = await call('POST', `${base}/attachments`, upload('foto.png', 'image/png', 'not a png at all'));
    expect(renamed.status).toBe(415);
    expect(problemOf(renamed.body).detail).toBe('foto.png is not a valid .png file: its content is of another type.');

    const mismatch = await call('POST', `${base}/attachments`, upload('notes.txt', 'application/pdf', 'hello'));
    expect(mismatch.status).toBe(415);

    expect((await call('POST', `${base}/attachments`, upload('empty.txt', 'text/plain', ''))).status).toBe(400);
    expect((await call('POST', `${base}/attachments`, json({ file: 'x' }))).status).toBe(400);
    expect((await call('POST', `${base.replace(/[^/]+$/, 'nope')}/attachments`, upload('a.txt', 'text/plain', 'a'))).status).toBe(404);
    // A PDF signature in front of HTML is not a PDF (no trailer), whatever its first bytes say.
    const polyglot = await call('POST', `${base}/attachments`, upload('factuur.pdf', 'application/pdf', '%PDF-1.4\n<html><script>alert(1)</script></html>\n'));
    expect(polyglot.status).toBe(415);
    const htmlText = await call('POST', `${base}/attachments`, upload('notes.txt', 'text/plain', '<!DOCTYPE html><html><body><script>alert(1)</script>'));
    expect(htmlText.status).toBe(415);
    const left = items<Attachment>((await call('GET', `${base}/attachments`)).body).map((a) => a.fileName);
    expect(left).not.toContain('scan.pdf');
    expect(left).not.toContain('factuur.exe');
  });
}
