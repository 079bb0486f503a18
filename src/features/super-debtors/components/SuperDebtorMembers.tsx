import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import {
  listSuperDebtorMembers,
  useListSuperDebtorMembers,
  useRemoveSuperDebtorMember,
} from '@/api/generated/endpoints/super-debtors/super-debtors';
import type { ListSuperDebtorMembersParams, SuperDebtor, SuperDebtorMember } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { CUSTOMER_STATUS_TONE } from '@/components/ui/status-tones';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog, preloadDialogs } from '@/components/ui/LazyDialog';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { formatMoney } from '@/lib/money';
import { membersListConfig } from '../model/members-list';
import { AddMember } from './AddMember';

/** The tab's URL state declaration: loads with the screen (the route needs only the config). */
export const membersList = defineListSearch(membersListConfig);

export type MembersSearch = ListSearch<typeof membersListConfig>;

type Props = {
  administrationId: string;
  superDebtor: SuperDebtor;
  search: MembersSearch;
  onSearchChange: (next: MembersSearch) => void;
};

type Notice = { kind: 'status' | 'alert'; text: string } | null;

/**
 * The customers that make up the group (SPEC §2 /super-debtors/{id}/debtors): searched, sorted and
 * paged like every list, each with its balance; with Manage_Customers, customers are added (found
 * by name or number) and removed after a confirmation.
 */
export function SuperDebtorMembers({ administrationId, superDebtor, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation('superDebtors');
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  // The area needs Manage_Customers to open at all; the controls still wait for the permissions
  // to be known, so they never flash for a user who turns out not to hold it.
  const { allowed: canManage, fetched } = usePermission(operationPermission.addSuperDebtorMember);
  const manage = canManage && fetched;
  const query = membersList.toQuery(search) as ListSuperDebtorMembersParams;
  const list = useListSuperDebtorMembers(administrationId, superDebtor.id, query, { query: { placeholderData: keepPreviousData } });
  const remove = useRemoveSuperDebtorMember();
  // The member asked about stays named while the dialog closes (its closing transition runs).
  const [removing, setRemoving] = useState<{ member: SuperDebtorMember; open: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const group = superDebtor.name;

  /** Removes after the confirmation; a member already gone or a refusal is said on the page, other failures in the dialog. */
  async function confirmRemove(member: SuperDebtorMember) {
    setNotice(null);
    try {
      await remove.mutateAsync({ administrationId, superDebtorId: superDebtor.id, customerId: member.id });
      setNotice({ kind: 'status', text: t('members.removed', { name: member.name, group }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Someone removed it meanwhile: the wish is fulfilled; the list is refreshed to show it.
        void list.refetch();
        setNotice({ kind: 'status', text: t('members.alreadyRemoved', { name: member.name, group }) });
      } else if (error instanceof ApiError && error.status === 403) {
        setNotice({ kind: 'alert', text: t('members.forbidden') });
      } else {
        throw error;
      }
    }
  }

  const columns = useMemo<ListColumn<SuperDebtorMember>[]>(() => {
    const money = (id: 'outstanding' | 'overdue' | 'disputed' | 'inArrangement', sortBy?: string): ListColumn<SuperDebtorMember> => ({
      id,
      header: t(`balance.${id}`),
      sortBy,
      align: 'end',
      nowrap: true,
      // The sums of every matching member under the table; the outstanding also for a selection.
      total: { field: id, value: (row) => row[id], inSelection: id === 'outstanding' },
      cell: (row) => formatMoney(row[id], language),
      exportValue: (row) => row[id].amount, exportType: 'decimal',
    });
    const all: ListColumn<SuperDebtorMember>[] = [
      { id: 'number', header: t('columns.number'), sortBy: 'number', cell: (row) => row.number, exportValue: (row) => row.number, exportAlways: true },
      {
        id: 'name',
        header: t('members.columns.name'),
        hideable: false,
        sortBy: 'name',
        cell: (row) => row.name,
        exportValue: (row) => row.name,
      },
      { id: 'city', header: t('members.columns.city'), sortBy: 'city', cell: (row) => row.city, exportValue: (row) => row.city },
      {
        id: 'status',
        header: t('members.columns.status'),
        cell: (row) => <StatusBadge tone={CUSTOMER_STATUS_TONE[row.status]}>{t(`memberStatus.${row.status}`)}</StatusBadge>,
        exportValue: (row) => t(`memberStatus.${row.status}`),
      },
      money('outstanding', 'outstanding'),
      money('overdue', 'overdue'),
      money('disputed'),
      money('inArrangement'),
      { id: 'currency', header: t('columns.currency'), hiddenByDefault: true, exportAlways: true, cell: (row) => row.outstanding.currency, exportValue: (row) => row.outstanding.currency },
    ];
    if (manage) {
      all.push({
        id: 'actions',
        header: t('members.columns.actions'),
        hideable: false,
        cell: (row) => (
          <Button
            variant="subtle"
            size="sm"
            aria-label={t('members.removeLabel', { name: row.name })}
            onPointerEnter={preloadDialogs}
            onFocus={preloadDialogs}
            onClick={() => setRemoving({ member: row, open: true })}
          >
            {t('members.remove')}
          </Button>
        ),
      });
    }
    return all;
  }, [t, language, manage]);

  return (
    <div className="flex flex-col gap-6">
      {manage && (
<AddMember administrationId={administrationId} superDebtor={superDebtor} onAdded={() => setNotice(null)} />
      )}
      {notice && (
        <p
          role={notice.kind}
          className={`rounded-md border px-3 py-2 text-sm ${notice.kind === 'alert' ? 'border-red-200 bg-red-50 text-red-900' : 'border-green-200 bg-green-50 text-green-950'}`}
        >
          {notice.text}
        </p>
      )}
      <DataList
        listId="super-debtor-members"
        userId={profile.data?.id ?? 'anonymous'}
        label={t('members.label', { group })}
        definition={membersList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('members.rowLabel', { name: row.name, number: row.number })}
        result={listResultFrom(list)}
        searchFields={[
          { value: 'name', label: t('searchFields.name') },
          { value: 'number', label: t('searchFields.number') },
          { value: 'city', label: t('members.searchFields.city') },
        ]}
        rowLink={(row) => linkOptions({ to: '/customers/$customerId', params: { customerId: row.id } })}
        exportSource={{
          fileName: `super-debtor-${superDebtor.number}-customers`,
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listSuperDebtorMembers(administrationId, superDebtor.id, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={manage ? { title: t('members.empty.title'), body: t('members.empty.bodyManage') } : { title: t('members.empty.title'), body: t('members.empty.body') }}
      />
      <LazyConfirmDialog
        open={removing?.open ?? false}
        onClose={() => setRemoving((current) => current && { ...current, open: false })}
        title={t('members.confirmTitle', { name: removing?.member.name ?? '', group })}
        description={t('members.confirmBody', { group })}
        confirmLabel={t('members.confirm')}
        onConfirm={() => (removing ? confirmRemove(removing.member) : undefined)}
      />
    </div>
  );
}
