import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import {
  bulkGiveUserRole,
  bulkRemoveAdministrationUsers,
  getListInvitationsQueryKey,
  listAdministrationUsers,
  resendInvitation,
  revokeInvitation,
  useListAdministrationUsers,
  useListInvitations,
  useListRoles,
} from '@/api/generated/endpoints/administration-settings/administration-settings';
import type { AdministrationUser, AdministrationUserFilter, Invitation, ListAdministrationUsersParams } from '@/api/generated/model';
import { invalidateCacheGroup } from '@/api/cache';
import { DataList } from '@/components/list/DataList';
import { listResultFrom, runBulkOperation } from '@/components/list/query-result';
import type { BulkAction, ListColumn } from '@/components/list/types';
import { FormNotice } from '@/components/form/form-parts';
import { QueryPanel } from '@/components/QueryPanel';
import { Button, buttonClass } from '@/components/ui/Button';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDateTime } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import type { BulkTarget } from '@/lib/list/selection';
import { usersListConfig } from '../model/users-list';

type UsersSearch = ListSearch<typeof usersListConfig>;
let usersList: ReturnType<typeof defineListSearch<typeof usersListConfig>> | undefined;
/**
 * The list's declaration, made on first use: the config comes from the area's routes' chunk, which
 * is not there yet while this module loads.
 */
const usersListOf = () => (usersList ??= defineListSearch(usersListConfig));

/** The list's filter as the contract's bulk `matching` (its query parameters by name). */
function contractTarget(target: BulkTarget): { ids: string[] } | { matching: AdministrationUserFilter; excludeIds?: string[] } {
  if ('ids' in target) return { ids: target.ids };
  const { 'search-field': searchField, 'search-value': searchValue } = target.matching as Record<string, string | undefined>;
  const matching: AdministrationUserFilter = { ...(searchField ? { 'search-field': searchField as AdministrationUserFilter['search-field'] } : {}), ...(searchValue ? { 'search-value': searchValue } : {}) };
  return { matching, ...(target.excludeIds ? { excludeIds: target.excludeIds } : {}) };
}

type UsersPageProps = {
  administrationId: string;
  /** The address's search, checked by the route (`listRoute`: search, searchField, sortBy, sortOrder, page, perPage). */
  search: UsersSearch;
  onSearchChange: (next: UsersSearch) => void;
};

/**
 * The users page: the administration's members on the list kit (SPEC §3 invited users: the list of
 * all users, the selected users, their status), then the invitations still waiting, each with resend
 * and revoke. The list's state is the address (search, sort, page, per page), checked by the route.
 * A selection of users can be given a role, or removed from the administration (after a confirmation
 * that says what goes with them: the server refuses removing oneself).
 */
export function UsersPage({ administrationId, search, onSearchChange }: UsersPageProps) {
  const { t, i18n } = useTranslation('administration-settings');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const profile = useGetProfile(administrationId);
  const roles = useListRoles(administrationId);
  const usersList = usersListOf();
  const query = usersList.toQuery(search) as ListAdministrationUsersParams;
  const list = useListAdministrationUsers(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });

  const columns = useMemo<ListColumn<AdministrationUser>[]>(
    () => [
      {
        id: 'name',
        header: t('users.columns.name'),
        hideable: false,
        sortBy: 'name',
        link: (row) => linkOptions({ to: '/administrations/$administrationId/settings/users/update-user/$id', params: { administrationId, id: row.id } }),
        cell: (row) => row.name,
        exportValue: (row) => row.name,
      },
      { id: 'email', header: t('users.columns.email'), sortBy: 'email', truncate: true, cell: (row) => row.email, exportValue: (row) => row.email },
      {
        id: 'status',
        header: t('users.columns.status'),
        cell: (row) => <StatusBadge tone={row.status === 'active' ? 'success' : 'info'}>{t(`users.status.${row.status}`)}</StatusBadge>,
        exportValue: (row) => t(`users.status.${row.status}`),
      },
      { id: 'roles', header: t('users.columns.roles'), cell: (row) => row.roles.map((role) => role.name).join(', '), exportValue: (row) => row.roles.map((role) => role.name).join(', ') },
    ],
    [t, administrationId],
  );

  const roleOptions = useMemo(() => (roles.data?.items ?? []).map((role) => ({ value: role.id, label: role.name })), [roles.data]);
  const bulkActions = useMemo<BulkAction[]>(
    () => [
      ...(roleOptions.length === 0
        ? []
        : [
            {
              id: 'give-role',
              label: t('staff.bulk.giveRole'),
              reason: { label: t('staff.bulk.role'), withoutText: true, choice: { label: t('staff.bulk.role'), options: roleOptions, textFor: roleOptions[0]!.value } },
              run: (target, input) =>
                runBulkOperation(queryClient, 'bulkGiveUserRole', administrationId, { target: contractTarget(target), roleId: input.choice ?? roleOptions[0]!.value }, (body, options) =>
                  bulkGiveUserRole(administrationId, body, options),
                ),
            } satisfies BulkAction,
          ]),
      {
        id: 'remove',
        label: t('staff.bulk.remove'),
        confirm: { consequence: t('staff.bulk.removeConsequence') },
        run: (target) =>
          runBulkOperation(queryClient, 'bulkRemoveAdministrationUsers', administrationId, { target: contractTarget(target) }, (body, options) =>
            bulkRemoveAdministrationUsers(administrationId, body, options),
          ),
      },
    ],
    [t, roleOptions, queryClient, administrationId],
  );
  const rowNames = useMemo(() => new Map((list.data?.items ?? []).map((row) => [row.id, row.name])), [list.data]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap justify-end gap-2">
        <Link to="/administrations/$administrationId/settings/users/add-new-role" params={{ administrationId }} className={buttonClass({ variant: 'secondary' })}>
          {t('staff.giveRole.title')}
        </Link>
        <Link to="/administrations/$administrationId/settings/users/add-user-department" params={{ administrationId }} className={buttonClass({ variant: 'secondary' })}>
          {t('staff.toDepartment.title')}
        </Link>
        <Link to="/administrations/$administrationId/settings/users/add-new-user" params={{ administrationId }} className={buttonClass()}>
          {t('users.add')}
        </Link>
      </div>
      <DataList
        listId="administration-users"
        userId={profile.data?.id ?? 'anonymous'}
        label={t('users.columns.name')}
        definition={usersList}
        search={search}
        onSearchChange={(next) => onSearchChange(usersList.compact(next))}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('users.rowLabel', { name: row.name })}
        result={listResultFrom(list)}
        searchFields={[
          { value: 'name', label: t('users.columns.name') },
          { value: 'email', label: t('users.columns.email') },
        ]}
        filters={[]}
        bulkActions={bulkActions}
        describeRow={(id) => rowNames.get(id) ?? id}
        rowLink={(row) => linkOptions({ to: '/administrations/$administrationId/settings/users/update-user/$id', params: { administrationId, id: row.id } })}
        exportSource={{
          fileName: 'users',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listAdministrationUsers(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('users.emptyTitle'), body: t('users.emptyBody') }}
      />
      <PendingInvitations administrationId={administrationId} language={language} />
    </div>
  );
}

function PendingInvitations({ administrationId, language }: { administrationId: string; language: string }) {
  const { t } = useTranslation('administration-settings');
  const queryClient = useQueryClient();
  const invitations = useListInvitations(administrationId);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (invitation: Invitation, action: 'resend' | 'revoke') => {
    if (action === 'revoke' && !window.confirm(t('staff.revokeConfirm', { name: invitation.name }))) return;
    setBusy(invitation.id);
    setNotice(null);
    try {
      if (action === 'resend') await resendInvitation(administrationId, invitation.id, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
      else await revokeInvitation(administrationId, invitation.id);
      setNotice(t(action === 'resend' ? 'users.pending.resent' : 'users.pending.revoked', { email: invitation.email }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListInvitationsQueryKey(administrationId) }),
        invalidateCacheGroup(queryClient, 'administration-users', administrationId),
      ]);
    } finally {
      setBusy(null);
    }
  };

  return (
    <QueryPanel
      title={t('users.pending.title')}
      query={invitations}
      failed={t('users.pending.error')}
      empty={(data) => (data.items.length === 0 ? t('users.pending.empty') : null)}
      controls={<FormNotice message={notice} />}
    >
      {(data) => (
        <ul className="flex flex-col divide-y divide-slate-200">
          {data.items.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link
                  to="/administrations/$administrationId/settings/users/update-user/$id"
                  params={{ administrationId, id: invitation.userId }}
                  className="link-text font-medium"
                >
                  {invitation.name}
                </Link>
                <span className="block truncate text-sm text-slate-700">{invitation.email}</span>
                <span className="block text-xs text-slate-600">{t('users.pending.sentAt', { date: formatDateTime(invitation.sentAt, language) })}</span>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" aria-label={t('users.pending.resendLabel', { name: invitation.name })} pending={busy === invitation.id} onClick={() => void act(invitation, 'resend')}>
                  {t('users.pending.resend')}
                </Button>
                <Button size="sm" variant="danger" aria-label={t('users.pending.revokeLabel', { name: invitation.name })} disabled={busy === invitation.id} onClick={() => void act(invitation, 'revoke')}>
                  {t('users.pending.revoke')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryPanel>
  );
}
