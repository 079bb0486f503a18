import type { AdministrationOverview, ContentSettings, StyleSettings, Subscription } from '#api/generated/model/index';
import { MAX_LOGO_BYTES } from '#lib/administration-setup/model/logo';
import { contractSuite, json, type ContractApi } from './harness';
import { conflictOf, GB, NL, PINNED, problemOf, upload, withIfMatch } from './test-helpers';

const base = (administrationId: string) => `/administrations/${administrationId}/settings`;
const key = () => `test-${crypto.randomUUID()}`;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return bytes;
};

async function read<T>({ call }: ContractApi, path: string): Promise<T> {
  const answer = await call('GET', path);
  expect(answer.status).toBe(200);
  return answer.body as T;
}

contractSuite(
  'administration-setup',
  (api) => {
    const { call, mock } = api;

    it('gives an overview of each administration: plan, members, invitations, connection', async () => {
      const nl = await read<AdministrationOverview>(api, `${base(NL)}/overview`);
      expect(nl).toMatchObject({ name: 'Van Dijk Installatietechniek B.V.', plan: 'business', activeUsers: 3, pendingInvitations: 1, connection: { provider: 'exact-online', status: 'connected' } });
      const gb = await read<AdministrationOverview>(api, `${base(GB)}/overview`);
      expect(gb).toMatchObject({ plan: 'starter', activeUsers: 2, pendingInvitations: 0, connection: { provider: 'xero', status: 'error' } });
    });

    it('saves the brand colour with its version; a colour white text is unreadable on is 422', async () => {
      const style = await read<StyleSettings>(api, `${base(NL)}/style`);
      expect(style.brandColour).toBe('#1d4ed8');
      expect(style.logo?.contentType).toBe('image/png');
      expect((await call('PUT', `${base(NL)}/style`, json({ brandColour: '#0f766e' }))).status).toBe(428);
      expect((await call('PUT', `${base(NL)}/style`, withIfMatch(style.etag, json({ brandColour: 'teal' })))).status).toBe(400);
      const pale = await call('PUT', `${base(NL)}/style`, withIfMatch(style.etag, json({ brandColour: '#fde68a' })));
      expect(pale.status).toBe(422);
      expect(problemOf(pale.body).errors?.[0]?.field).toBe('brandColour');
      const saved = await call('PUT', `${base(NL)}/style`, withIfMatch(style.etag, json({ brandColour: '#0F766E' })));
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ brandColour: '#0f766e', logo: style.logo });
      const stale = await call('PUT', `${base(NL)}/style`, withIfMatch(style.etag, json({ brandColour: '#1d4ed8' })));
      expect(stale.status).toBe(412);
      expect(conflictOf<StyleSettings>(stale.body).current.brandColour).toBe('#0f766e');
    });

    it('takes a PNG or JPEG logo of at most 1 MB, refuses the rest (413, 415, 422) and serves it as an image', async () => {
      let style = await read<StyleSettings>(api, `${base(GB)}/style`);
      // Harbour Freight's seeded logo is a JPEG; an upload replaces it.
      expect(style.logo).toMatchObject({ imageId: 'logo-upload-gb-1', contentType: 'image/jpeg' });
      const path = `${base(GB)}/style/logo`;
      expect((await call('POST', path, upload('logo.png', 'image/png', png(64)))).status).toBe(428);
      expect((await call('POST', path, withIfMatch(style.etag, json({ file: 'x' })))).status).toBe(400);

      const tooLarge = await call('POST', path, withIfMatch(style.etag, upload('logo.png', 'image/png', png(MAX_LOGO_BYTES + 1))));
      expect(tooLarge.status).toBe(413);
      expect(problemOf(tooLarge.body).errors?.[0]).toMatchObject({ field: 'file' });
      const svg = await call('POST', path, withIfMatch(style.etag, upload('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')));
      expect(svg.status).toBe(415);
      expect(problemOf(svg.body).detail).toContain('SVG');
      expect((await call('POST', path, withIfMatch(style.etag, upload('logo.png', 'image/png', 'not a png at all')))).status).toBe(415);
      expect((await call('POST', path, withIfMatch(style.etag, upload('notes.txt', 'text/plain', 'hello')))).status).toBe(415);
      expect((await call('POST', path, withIfMatch(style.etag, upload('logo.png', 'image/png', new Uint8Array())))).status).toBe(422);

      const uploaded = await call('POST', path, withIfMatch(style.etag, upload('harbour.png', 'image/png', png(2048))));
      expect(uploaded.status).toBe(200);
      style = uploaded.body as StyleSettings;
      expect(style.logo).toMatchObject({ fileName: 'harbour.png', contentType: 'image/png', size: 2048 });
      expect((await call('POST', path, withIfMatch('"v1"', upload('harbour.png', 'image/png', png(64))))).status).toBe(412);

      // Every member reads the style (letters show it) and fetches the logo as an administration image.
      const { access_token: james } = await mock.issueTokens('usr-james');
      const image = await fetch(`http://127.0.0.1:4010/v1.0/administrations/${GB}/images/${style.logo?.imageId}`, { headers: { Authorization: `Bearer ${james}` } });
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toBe('image/png');
      expect(new Uint8Array(await image.arrayBuffer()).subarray(0, 8)).toEqual(new Uint8Array(PNG_HEAD));
    });

    it('saves the content settings with their version; a blank signature is 422', async () => {
      const content = await read<ContentSettings>(api, `${base(GB)}/content`);
      expect(content).toMatchObject({ defaultLanguage: 'en', tone: 'informal' });
      const write = { defaultLanguage: 'en', tone: 'formal', letterFooter: ' Harbour Freight ', emailSignature: 'Regards,\nCredit Control\n', legalText: '' };
      expect((await call('PUT', `${base(GB)}/content`, json(write))).status).toBe(428);
      expect((await call('PUT', `${base(GB)}/content`, withIfMatch(content.etag, json({ ...write, defaultLanguage: 'xx' })))).status).toBe(400);
      const blank = await call('PUT', `${base(GB)}/content`, withIfMatch(content.etag, json({ ...write, emailSignature: '\n  \n' })));
      expect(blank.status).toBe(422);
      expect(problemOf(blank.body).errors?.[0]?.field).toBe('emailSignature');
      const saved = await call('PUT', `${base(GB)}/content`, withIfMatch(content.etag, json(write)));
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ tone: 'formal', letterFooter: 'Harbour Freight', emailSignature: 'Regards,\nCredit Control' });
      expect((await call('PUT', `${base(GB)}/content`, withIfMatch(content.etag, json(write)))).status).toBe(412);
    });

    it('counts usage from the data and changes plans: an upgrade charged once per key, a downgrade that does not fit refused', async () => {
      const nl = await read<Subscription>(api, `${base(NL)}/subscription`);
      const customers = mock.store.db.customers.all().filter((c) => c.administrationId === NL).length;
      const letters = mock.store.db.letters.all().filter((l) => l.administrationId === NL && l.sentAt.startsWith('2026-11')).length;
      expect(nl).toMatchObject({ plan: 'business', renewsOn: '2026-12-01', usage: { users: 4, customers, lettersThisMonth: letters } });
      expect(nl.plans.map((p) => [p.id, p.price.amount, p.price.currency])).toEqual([['starter', '49.00', 'EUR'], ['business', '149.00', 'EUR'], ['enterprise', '449.00', 'EUR']]);

      const change = `${base(NL)}/subscription/plan-change`;
      const withKey = (body: unknown, etag: string | undefined, idempotencyKey = key()) => withIfMatch(etag, json(body, { headers: { 'Idempotency-Key': idempotencyKey } }));
      expect((await call('POST', change, withIfMatch(nl.etag, json({ planId: 'enterprise' })))).status).toBe(400);
      expect((await call('POST', change, withKey({ planId: 'enterprise' }, undefined))).status).toBe(428);
      // Four members do not fit Starter's three users.
      const down = await call('POST', change, withKey({ planId: 'starter' }, nl.etag));
      expect(down.status).toBe(422);
      expect(problemOf(down.body).errors?.[0]).toMatchObject({ field: 'planId' });
      expect(problemOf(down.body).detail).toContain('users');
      expect((await call('POST', change, withKey({ planId: 'business' }, nl.etag))).status).toBe(422);

      const upKey = key();
      const up = await call('POST', change, withKey({ planId: 'enterprise' }, nl.etag, upKey));
      expect(up.status).toBe(200);
      // 300.00 a month more for the 11 days of November left, today (the 20th) included: 110.00.
      expect(up.body).toMatchObject({ plan: 'enterprise', lastCharge: { planId: 'enterprise', amount: { amount: '110.00', currency: 'EUR' } } });
      const again = await call('POST', change, withKey({ planId: 'enterprise' }, nl.etag, upKey));
      expect(again.status).toBe(200);
      expect((again.body as Subscription).etag).toBe((up.body as Subscription).etag);
      expect((await call('POST', change, withKey({ planId: 'business' }, nl.etag))).status).toBe(412);

      const gb = await read<Subscription>(api, `${base(GB)}/subscription`);
      expect(gb.plans[0]?.price).toEqual({ amount: '39.00', currency: 'GBP' });
    });
  },
  PINNED,
);
