import { SEED_IDS } from '../node';
import { contractSuite } from './harness';

const NL = SEED_IDS.administrations.nl;

/** A PNG's first bytes as far as the IHDR's size: what the mock reads of it. */
function png(width: number, height: number, padTo = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(padTo, 33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function upload(bytes: Uint8Array<ArrayBuffer>, type = 'image/png'): RequestInit {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), 'me.png');
  return { body };
}


contractSuite('media', ({ call }) => {
  it('serves thumbnails and avatars, and 404 for unknown ones', async () => {
    const list = await call('GET', `/administrations/${NL}/templates`);
    const [first] = (list.body as { items: { thumbnail: string }[] }).items;
    expect((await call('GET', `/administrations/${NL}/images/${first?.thumbnail}`)).status).toBe(200);
    expect((await call('GET', `/administrations/${NL}/users/usr-anna/avatar`)).status).toBe(200);
    expect((await call('GET', `/administrations/${NL}/images/nope`)).status).toBe(404);
    // Sanne has no avatar.
    expect((await call('GET', `/administrations/${NL}/users/usr-sanne/avatar`)).status).toBe(404);
  });

  it('replaces the own avatar with a square PNG; refuses other types, sizes, shapes and other users', async () => {
    const path = `/administrations/${NL}/users/usr-anna/avatar`;
    expect((await call('PUT', path, upload(png(256, 256)))).status).toBe(204);
    const served = await call('GET', path);
    expect(served.status).toBe(200);
    expect(served.response.headers.get('Content-Type')).toBe('image/png');
    expect((await call('PUT', path, upload(new TextEncoder().encode('<svg/>') as Uint8Array<ArrayBuffer>, 'image/svg+xml'))).status).toBe(415);
    expect((await call('PUT', path, upload(png(300, 200)))).status).toBe(400);
    expect((await call('PUT', path, upload(png(256, 256, 2 * 1024 * 1024 + 10)))).status).toBe(413);
    expect((await call('PUT', `/administrations/${NL}/users/usr-sanne/avatar`, upload(png(64, 64)))).status).toBe(403);
  });
});
