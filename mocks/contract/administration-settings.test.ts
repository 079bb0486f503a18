import type {
  AdministrationUser,
  BulkResult,
  Department,
  DepartmentPage,
  AdministrationUserPage,
  Invitation,
  InvitationList,
  Role,
  RoleList,
  SettingsIssueCategory,
  SettingsIssueCategoryList,
  UserProfile,
} from '#api/generated/model/index';
import { bearer, contractSuite, json, type ContractApi } from './harness';
import { conflictOf, GB, NL, problemOf, withIfMatch } from './test-helpers';

const SETTINGS = `/administrations/${NL}/settings`;
const key = () => `test-${crypto.randomUUID()}`;
const withKey = (body: unknown, idempotencyKey = key()) => json(body, { headers: { 'Idempotency-Key': idempotencyKey } });

async function role({ call }: ContractApi, id: string): Promise<Role> {
  const answer = await call('GET', `${SETTINGS}/roles/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as Role;
}

async function invite({ call }: ContractApi, email: string, roleIds: string[], name = 'Femke de Boer'): Promise<Invitation> {
  const answer = await call('POST', `${SETTINGS}/invitations`, withKey({ name, email, roleIds }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Invitation;
}

contractSuite('administration-settings', (api) => {
  const { call, mock } = api;

  it('lists the members of each administration with their roles, on the list conventions', async () => {
    const all = (await call('GET', `${SETTINGS}/users?per-page=100`)).body as AdministrationUserPage;
    expect(all.items.map((u) => u.id).sort()).toEqual(['usr-anna', 'usr-lotte', 'usr-pieter', 'usr-sanne']);
    expect(all.items.map((u) => u.name)).toEqual([...all.items.map((u) => u.name)].sort());
    const sanne = all.items.find((u) => u.id === 'usr-sanne');
    expect(sanne).toMatchObject({ status: 'active', roles: [{ id: 'rol-nl-credit', name: 'Credit controller' }] });
    expect(all.items.find((u) => u.id === 'usr-lotte')?.status).toBe('invited');

    const invited = (await call('GET', `${SETTINGS}/users?status=invited`)).body as AdministrationUserPage;
    expect(invited.items.map((u) => u.id)).toEqual(['usr-lotte']);
    const byRole = (await call('GET', `${SETTINGS}/users?role=rol-nl-admin`)).body as AdministrationUserPage;
    expect(byRole.items.map((u) => u.id)).toEqual(['usr-anna']);
    const found = (await call('GET', `${SETTINGS}/users?search-field=email&search-value=sanne`)).body as AdministrationUserPage;
    expect(found.items.map((u) => u.id)).toEqual(['usr-sanne']);
    const paged = (await call('GET', `${SETTINGS}/users?per-page=2&page=2&sort-by=email&sort-order=desc`)).body as AdministrationUserPage;
    expect(paged).toMatchObject({ total: 4, page: 2, perPage: 2 });

    expect((await call('GET', `${SETTINGS}/users?sort-by=shoe-size`)).status).toBe(400);
    const gb = (await call('GET', `/administrations/${GB}/settings/users`)).body as AdministrationUserPage;
    expect(gb.items.map((u) => u.id).sort()).toEqual(['usr-anna', 'usr-james']);
  });

  it('refuses to delete a role in use (409) and deletes an unused one with its version', async () => {
    const credit = await role(api, 'rol-nl-credit');
    expect(credit.userCount).toBe(1);
    const inUse = await call('DELETE', `${SETTINGS}/roles/rol-nl-credit`, withIfMatch(credit.etag));
    expect(inUse.status).toBe(409);
    expect(problemOf(inUse.body).detail).toContain('Sanne Bakker');
    expect((await call('DELETE', `${SETTINGS}/roles/rol-nl-credit`)).status).toBe(428);

    const created = await call('POST', `${SETTINGS}/roles`, withKey({ name: 'Stagiair', description: '', permissions: ['Manage_Tasks'] }));
    expect(created.status).toBe(201);
    const intern = created.body as Role;
    expect(intern).toMatchObject({ name: 'Stagiair', permissions: ['Manage_Tasks'], userCount: 0, etag: '"v1"' });
    expect((await call('DELETE', `${SETTINGS}/roles/${intern.id}`, withIfMatch('"v9"'))).status).toBe(412);
    expect((await call('DELETE', `${SETTINGS}/roles/${intern.id}`, withIfMatch(intern.etag))).status).toBe(204);
    const list = (await call('GET', `${SETTINGS}/roles`)).body as RoleList;
    expect(list.items.map((r) => r.id)).not.toContain(intern.id);
  });

  it('validates roles: blank and taken names, unknown permissions, a missing key', async () => {
    const blank = await call('POST', `${SETTINGS}/roles`, withKey({ name: '  ', description: '', permissions: [] }));
    expect(blank.status).toBe(422);
    expect(problemOf(blank.body).errors?.[0]?.field).toBe('name');
    const taken = await call('POST', `${SETTINGS}/roles`, withKey({ name: 'credit CONTROLLER', description: '', permissions: [] }));
    expect(taken.status).toBe(422);
    expect((await call('POST', `${SETTINGS}/roles`, withKey({ name: 'X', description: '', permissions: ['Manage_Everything'] }))).status).toBe(400);
    expect((await call('POST', `${SETTINGS}/roles`, json({ name: 'X', description: '', permissions: [] }))).status).toBe(400);

    const director = await role(api, 'rol-nl-director');
    expect((await call('PUT', `${SETTINGS}/roles/rol-nl-director`, json({ name: 'Directie', description: '', permissions: [] }))).status).toBe(428);
    expect((await call('PUT', `${SETTINGS}/roles/rol-nl-director`, withIfMatch(director.etag, json({ name: 'Directie' })))).status).toBe(400);
    const stale = await call('PUT', `${SETTINGS}/roles/rol-nl-director`, withIfMatch('"v0"', json({ name: 'Directie', description: '', permissions: [] })));
    expect(stale.status).toBe(412);
    expect(conflictOf<Role>(stale.body).current.id).toBe('rol-nl-director');
  });

  it('never lets an administration lose its last settings manager (422)', async () => {
    const admin = await role(api, 'rol-nl-admin');
    const without = admin.permissions.filter((p) => p !== 'Manage_Administrations_Settings');
    const answer = await call('PUT', `${SETTINGS}/roles/rol-nl-admin`, withIfMatch(admin.etag, json({ name: admin.name, description: admin.description, permissions: without })));
    expect(answer.status).toBe(422);
    expect(problemOf(answer.body).errors?.[0]?.field).toBe('permissions');

    const anna = (await call('GET', `${SETTINGS}/users/usr-anna`)).body as AdministrationUser;
    const demoted = await call('PUT', `${SETTINGS}/users/usr-anna`, withIfMatch(anna.etag, json({ name: anna.name, roleIds: ['rol-nl-credit'] })));
    expect(demoted.status).toBe(422);
    expect(problemOf(demoted.body).errors?.[0]?.field).toBe('roleIds');
  });

  it('takes a removed permission away at once: the API refuses the role\'s users with 403', async () => {
    const support = await role(api, 'rol-nl-support');
    const invitation = await invite(api, 'femke.deboer@example.com', ['rol-nl-support']);
    const { access_token: token } = await mock.issueTokens(invitation.userId);
    expect((await call('GET', `/administrations/${NL}/customers`, bearer(token))).status).toBe(200);

    const changed = await call('PUT', `${SETTINGS}/roles/rol-nl-support`, withIfMatch(support.etag, json({
      name: support.name,
      description: support.description,
      permissions: support.permissions.filter((p) => p !== 'Manage_Customers'),
    })));
    expect(changed.status).toBe(200);
    expect((changed.body as Role).etag).toBe('"v2"');

    const refused = await call('GET', `/administrations/${NL}/customers`, bearer(token));
    expect(refused.status).toBe(403);
    expect(problemOf(refused.body).detail).toBe('Manage_Customers is required.');
    const profile = (await call('GET', `/administrations/${NL}/profile`, bearer(token))).body as UserProfile;
    expect(profile.permissions).not.toContain('Manage_Customers');
    expect(profile.permissions).toContain('Manage_Tasks');
  });

  it('gives a user roles with their version; unknown roles and none are 422', async () => {
    const sanne = (await call('GET', `${SETTINGS}/users/usr-sanne`)).body as AdministrationUser;
    const unknown = await call('PUT', `${SETTINGS}/users/usr-sanne`, withIfMatch(sanne.etag, json({ name: sanne.name, roleIds: ['rol-nl-credit', 'rol-nope'] })));
    expect(unknown.status).toBe(422);
    expect(problemOf(unknown.body).errors?.[0]?.field).toBe('roleIds.1');
    expect((await call('PUT', `${SETTINGS}/users/usr-sanne`, withIfMatch(sanne.etag, json({ name: sanne.name, roleIds: [] })))).status).toBe(422);
    expect((await call('PUT', `${SETTINGS}/users/usr-sanne`, withIfMatch(sanne.etag, json({ roleIds: [] })))).status).toBe(400);
    expect((await call('PUT', `${SETTINGS}/users/usr-sanne`, json({ name: sanne.name, roleIds: ['rol-nl-credit'] }))).status).toBe(428);

    const given = await call('PUT', `${SETTINGS}/users/usr-sanne`, withIfMatch(sanne.etag, json({ name: sanne.name, roleIds: ['rol-nl-credit', 'rol-nl-collections'] })));
    expect(given.status).toBe(200);
    const after = given.body as AdministrationUser;
    expect(after.permissions).toEqual(expect.arrayContaining(['Manage_For_Collection', 'Manage_Mailbox']));
    const stale = await call('PUT', `${SETTINGS}/users/usr-sanne`, withIfMatch(sanne.etag, json({ name: sanne.name, roleIds: ['rol-nl-credit'] })));
    expect(stale.status).toBe(412);
    expect(conflictOf<AdministrationUser>(stale.body).current.etag).toBe(after.etag);
  });

  it('invites by e-mail: an activation mail the activation screen accepts, pending until activated; resend and revoke', async () => {
    const invitation = await invite(api, 'Joris.Visser@example.com', ['rol-nl-credit'], 'Joris Visser');
    expect(invitation).toMatchObject({ email: 'joris.visser@example.com', roles: [{ id: 'rol-nl-credit' }] });
    const mail = mock.store.db.outbox.all().filter((m) => m.to === 'joris.visser@example.com');
    expect(mail).toHaveLength(1);
    const token = new URL(mail[0]?.link ?? '').searchParams.get('token') ?? '';
    expect(new URL(mail[0]?.link ?? '').pathname).toBe('/login/account-activation');
    expect((await call('GET', `/account/activation/${token}`)).body).toMatchObject({ email: 'joris.visser@example.com' });

    const again = await call('POST', `${SETTINGS}/invitations`, withKey({ name: 'Joris Visser', email: 'joris.visser@example.com', roleIds: ['rol-nl-credit'] }));
    expect(again.status).toBe(409);
    expect((await call('POST', `${SETTINGS}/invitations`, withKey({ name: 'X', email: 'nope', roleIds: ['rol-nl-credit'] }))).status).toBe(400);
    expect((await call('POST', `${SETTINGS}/invitations`, withKey({ name: 'X', email: 'x@example.com', roleIds: [] }))).status).toBe(422);

    const pending = (await call('GET', `${SETTINGS}/invitations`)).body as InvitationList;
    expect(pending.items.map((i) => i.email)).toEqual(expect.arrayContaining(['joris.visser@example.com', 'lotte.jansen@example.com']));

    // Resend: a new link, the old one spent; the key of one resend is not another's.
    expect((await call('POST', `${SETTINGS}/invitations/${invitation.id}/resend`)).status).toBe(400);
    const resendKey = key();
    const resent = await call('POST', `${SETTINGS}/invitations/${invitation.id}/resend`, { headers: { 'Idempotency-Key': resendKey } });
    expect(resent.status).toBe(200);
    expect(mock.store.db.outbox.all().filter((m) => m.to === 'joris.visser@example.com')).toHaveLength(2);
    expect((await call('GET', `/account/activation/${token}`)).status).toBe(404);
    expect((await call('POST', `${SETTINGS}/invitations/inv-usr-lotte/resend`, { headers: { 'Idempotency-Key': resendKey } })).status).toBe(422);

    // Activating ends the invitation: the user is active and signs in with the role given.
    const latest = mock.store.db.outbox.all().filter((m) => m.to === 'joris.visser@example.com').at(-1);
    const fresh = new URL(latest?.link ?? '').searchParams.get('token') ?? '';
    expect((await call('POST', '/account/activate', json({ token: fresh, password: 'Welkom!2026x' }))).status).toBe(204);
    const afterActivation = (await call('GET', `${SETTINGS}/invitations`)).body as InvitationList;
    expect(afterActivation.items.map((i) => i.email)).not.toContain('joris.visser@example.com');
    const login = await call('POST', '/account/login', json({ email: 'joris.visser@example.com', password: 'Welkom!2026x' }));
    expect(login.status).toBe(200);

    // Revoke: the link stops working and the person is no member any more.
    const revoked = await invite(api, 'tijdelijk@example.com', ['rol-nl-director']);
    expect((await call('DELETE', `${SETTINGS}/invitations/${revoked.id}`)).status).toBe(204);
    expect((await call('GET', `${SETTINGS}/users/${revoked.userId}`)).status).toBe(404);
    expect(mock.store.db.accountTokens.findMany((q) => q.where({ userId: revoked.userId }))).toEqual([]);
  });

  it('manages issue categories: add, rename with its version; the issues show the new name', async () => {
    const list = (await call('GET', `${SETTINGS}/issue-categories`)).body as SettingsIssueCategoryList;
    const quality = list.items.find((c) => c.id === 'icat-nl-quality');
    expect(quality?.issueCount).toBeGreaterThanOrEqual(0);
    const created = await call('POST', `${SETTINGS}/issue-categories`, withKey({ name: 'Verkeerd afleveradres' }));
    expect(created.status).toBe(201);
    expect((await call('POST', `${SETTINGS}/issue-categories`, withKey({ name: 'verkeerd AFLEVERADRES' }))).status).toBe(422);
    expect((await call('POST', `${SETTINGS}/issue-categories`, withKey({}))).status).toBe(400);

    const one = (await call('GET', `${SETTINGS}/issue-categories/icat-nl-quality`)).body as SettingsIssueCategory;
    expect((await call('PUT', `${SETTINGS}/issue-categories/icat-nl-quality`, json({ name: 'Kwaliteit' }))).status).toBe(428);
    expect((await call('PUT', `${SETTINGS}/issue-categories/icat-nl-quality`, withIfMatch(one.etag, json({ name: 1 })))).status).toBe(400);
    expect((await call('PUT', `${SETTINGS}/issue-categories/icat-nl-quality`, withIfMatch(one.etag, json({ name: ' ' })))).status).toBe(422);
    const renamed = await call('PUT', `${SETTINGS}/issue-categories/icat-nl-quality`, withIfMatch(one.etag, json({ name: 'Kwaliteitsklacht' })));
    expect(renamed.status).toBe(200);
    expect((await call('PUT', `${SETTINGS}/issue-categories/icat-nl-quality`, withIfMatch(one.etag, json({ name: 'X' })))).status).toBe(412);
    const offered = (await call('GET', `/administrations/${NL}/issue-categories`)).body as { items: { id: string; name: string }[] };
    expect(offered.items.find((c) => c.id === 'icat-nl-quality')?.name).toBe('Kwaliteitsklacht');
  });

  // ---- h-admin-a (session 11): bulk roles and departments
  it('gives many users a role at once (ids or the list filter), once per key; an unknown role is 422', async () => {
    const target = { ids: ['usr-pieter', 'usr-sanne', 'usr-nobody'] };
    expect((await call('POST', `${SETTINGS}/users/bulk-roles`, json({ target, roleId: 'rol-nl-credit' }))).status).toBe(400);
    expect((await call('POST', `${SETTINGS}/users/bulk-roles`, withKey({ target: {}, roleId: 'rol-nl-credit' }))).status).toBe(400);
    const unknown = await call('POST', `${SETTINGS}/users/bulk-roles`, withKey({ target, roleId: 'rol-nope' }));
    expect(unknown.status).toBe(422);
    expect(problemOf(unknown.body).errors?.[0]?.field).toBe('roleId');

    const bulkKey = key();
    const given = await call('POST', `${SETTINGS}/users/bulk-roles`, withKey({ target, roleId: 'rol-nl-credit' }, bulkKey));
    expect(given.status).toBe(200);
    expect(given.body as BulkResult).toEqual({ requested: 3, succeeded: 2, failed: [{ id: 'usr-nobody', reason: 'User usr-nobody does not exist.' }] });
    const pieter = (await call('GET', `${SETTINGS}/users/usr-pieter`)).body as AdministrationUser;
    expect(pieter.roles.map((r) => r.id)).toEqual(expect.arrayContaining(['rol-nl-director', 'rol-nl-credit']));
    expect(pieter.permissions).toContain('Manage_Mailbox');
    expect(pieter.etag).toBe('"v2"');
    // The same key and request: the first answer again, nothing changed twice.
    expect((await call('POST', `${SETTINGS}/users/bulk-roles`, withKey({ target, roleId: 'rol-nl-credit' }, bulkKey))).body).toEqual(given.body);
    expect(((await call('GET', `${SETTINGS}/users/usr-pieter`)).body as AdministrationUser).etag).toBe('"v2"');

    const matching = await call('POST', `${SETTINGS}/users/bulk-roles`, withKey({ target: { matching: { 'search-field': 'email', 'search-value': 'anna' } }, roleId: 'rol-nl-collections' }));
    expect(matching.body as BulkResult).toMatchObject({ requested: 1, succeeded: 1 });
    expect(((await call('GET', `${SETTINGS}/users/usr-anna`)).body as AdministrationUser).roles.map((r) => r.id)).toContain('rol-nl-collections');
  });

  it('lists departments with member counts in both administrations, on the list conventions', async () => {
    const nl = (await call('GET', `${SETTINGS}/departments`)).body as DepartmentPage;
    expect(nl.items.map((d) => [d.id, d.memberCount])).toEqual([['dep-nl-credit', 2], ['dep-nl-sales', 1]]);
    // The total row's members, over every matching department (not only the page's).
    expect(nl.counts).toEqual([{ field: 'memberCount', value: 3 }]);
    const gb = (await call('GET', `/administrations/${GB}/settings/departments`)).body as DepartmentPage;
    expect(gb.items.map((d) => d.name)).toEqual(['Credit control UK', 'Sales support']);
    const bySize = (await call('GET', `${SETTINGS}/departments?sort-by=memberCount&sort-order=desc&per-page=1`)).body as DepartmentPage;
    expect(bySize).toMatchObject({ total: 2, perPage: 1, items: [{ id: 'dep-nl-credit' }], counts: [{ field: 'memberCount', value: 3 }] });
    const found = (await call('GET', `${SETTINGS}/departments?search-value=verkoop`)).body as DepartmentPage;
    expect(found.items.map((d) => d.id)).toEqual(['dep-nl-sales']);
    expect(found.counts).toEqual([{ field: 'memberCount', value: 1 }]);
    const ofPieter = (await call('GET', `${SETTINGS}/departments?member=usr-pieter`)).body as DepartmentPage;
    expect(ofPieter.items.map((d) => d.id)).toEqual(['dep-nl-sales']);
    expect((await call('GET', `${SETTINGS}/departments?sort-by=size`)).status).toBe(400);
  });

  it('creates, renames (with its version) and staffs a department; tasks can be assigned to it', async () => {
    expect((await call('POST', `${SETTINGS}/departments`, json({ name: 'Juridisch' }))).status).toBe(400);
    expect((await call('POST', `${SETTINGS}/departments`, withKey({ name: 'credit control nl' }))).status).toBe(422);
    const outsider = await call('POST', `${SETTINGS}/departments`, withKey({ name: 'Juridisch', memberIds: ['usr-anna', 'usr-james'] }));
    expect(outsider.status).toBe(422);
    expect(problemOf(outsider.body).errors?.[0]?.field).toBe('memberIds.1');
    const created = await call('POST', `${SETTINGS}/departments`, withKey({ name: 'Juridisch', memberIds: ['usr-anna'] }));
    expect(created.status).toBe(201);
    const legal = created.body as Department;
    expect(legal).toMatchObject({ name: 'Juridisch', memberCount: 1, members: [{ id: 'usr-anna' }], etag: '"v1"' });
    const assignees = (await call('GET', `/administrations/${NL}/task-assignees`)).body as { items: { id: string }[] };
    expect(assignees.items.map((a) => a.id)).toContain(legal.id);

    const path = `${SETTINGS}/departments/${legal.id}`;
    expect((await call('PUT', path, json({ name: 'Legal' }))).status).toBe(428);
    expect((await call('PUT', path, withIfMatch(legal.etag, json({ name: 7 })))).status).toBe(400);
    expect((await call('PUT', path, withIfMatch(legal.etag, json({ name: 'Verkoop binnendienst' })))).status).toBe(422);
    const renamed = await call('PUT', path, withIfMatch(legal.etag, json({ name: 'Juridische zaken' })));
    expect(renamed.status).toBe(200);
    const stale = await call('PUT', path, withIfMatch(legal.etag, json({ name: 'Legal' })));
    expect(stale.status).toBe(412);
    expect(conflictOf<Department>(stale.body).current.name).toBe('Juridische zaken');

    expect((await call('POST', `${path}/members`, json({ userIds: [] }))).status).toBe(400);
    expect((await call('POST', `${path}/members`, json({ userIds: ['usr-james'] }))).status).toBe(422);
    const added = await call('POST', `${path}/members`, json({ userIds: ['usr-sanne', 'usr-anna'] }));
    expect(added.status).toBe(200);
    expect((added.body as Department).members.map((m) => m.id)).toEqual(['usr-anna', 'usr-sanne']);
    expect((await call('DELETE', `${path}/members/usr-anna`)).status).toBe(204);
    expect((await call('DELETE', `${path}/members/usr-anna`)).status).toBe(404);
    expect(((await call('GET', path)).body as Department).members.map((m) => m.id)).toEqual(['usr-sanne']);
    expect((await call('GET', `${SETTINGS}/departments/dep-gb-credit`)).status).toBe(404);
  });

  it('removes users from one administration: roles, departments, invitation and open work go; never oneself; once per key', async () => {
    const db = mock.store.db;
    const openOf = (userId: string) => ({
      tasks: db.tasks.findMany((q) => q.where({ administrationId: NL })).filter((t) => t.status === 'open' && t.assignee?.id === userId).map((t) => t.id),
      issues: db.issues.findMany((q) => q.where({ administrationId: NL })).filter((i) => i.status !== 'resolved' && i.status !== 'rejected' && i.assignee?.id === userId).map((i) => i.id),
    });
    const sannes = openOf('usr-sanne');
    expect(sannes.tasks.length).toBeGreaterThan(0); // the seed gives her work to lose
    const { access_token: sanneToken } = await mock.issueTokens('usr-sanne');
    const target = { ids: ['usr-sanne', 'usr-anna', 'usr-nobody'] };
    expect((await call('POST', `${SETTINGS}/users/bulk-remove`, json({ target }))).status).toBe(400); // no Idempotency-Key
    expect((await call('POST', `${SETTINGS}/users/bulk-remove`, bearer(sanneToken, withKey({ target })))).status).toBe(403);

    const bulkKey = key();
    const removed = await call('POST', `${SETTINGS}/users/bulk-remove`, withKey({ target }, bulkKey));
    expect(removed.status).toBe(200);
    expect(removed.body as BulkResult).toEqual({
      requested: 3,
      succeeded: 1,
      failed: [
        { id: 'usr-nobody', reason: 'User usr-nobody does not exist.' },
        { id: 'usr-anna', reason: 'You cannot remove yourself; another administrator can.' },
      ],
    });
    expect((await call('GET', `${SETTINGS}/users/usr-sanne`)).status).toBe(404);
    expect((await call('GET', `/administrations/${NL}/customers`, bearer(sanneToken))).status).toBe(403);
    const departments = (await call('GET', `${SETTINGS}/departments?member=usr-sanne`)).body as DepartmentPage;
    expect(departments.items).toEqual([]);
    expect(openOf('usr-sanne')).toEqual({ tasks: [], issues: [] });
    for (const id of sannes.tasks) expect(db.tasks.findFirst((q) => q.where({ id, administrationId: NL }))?.assignee).toBeNull();
    for (const id of sannes.issues) {
      const history = (await call('GET', `/administrations/${NL}/issues/${id}/history`)).body as { items: { change: string; from: string | null; to: string | null }[] };
      expect(history.items).toContainEqual(expect.objectContaining({ change: 'assignee', from: 'Sanne Bakker', to: null }));
    }
    // The same key and request: the first answer again.
    expect((await call('POST', `${SETTINGS}/users/bulk-remove`, withKey({ target }, bulkKey))).body).toEqual(removed.body);

    // An invited user removed: the invitation and its activation link go with the membership.
    const invitation = await invite(api, 'bram.smit@example.com', ['rol-nl-credit'], 'Bram Smit');
    const gone = await call('POST', `${SETTINGS}/users/bulk-remove`, withKey({ target: { matching: { 'search-field': 'email', 'search-value': 'bram.smit' } } }));
    expect(gone.body as BulkResult).toEqual({ requested: 1, succeeded: 1, failed: [] });
    const pending = (await call('GET', `${SETTINGS}/invitations`)).body as InvitationList;
    expect(pending.items.map((i) => i.id)).not.toContain(invitation.id);
    expect(db.accountTokens.findMany((q) => q.where({ kind: 'activation', userId: invitation.userId }))).toEqual([]);
  });
});
