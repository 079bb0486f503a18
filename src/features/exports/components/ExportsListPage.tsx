import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import {
  deleteExportDefinition,
  getListExportDefinitionsQueryKey,
  listExportDefinitions,
  runCollectionExport,
  runExportDefinition,
  useListExportDefinitions,
} from '@/api/generated/endpoints/exports/exports';
import type { ExportDefinition, ExportFormat, ExportList, ListExportDefinitionsParams } from '@/api/generated/model';
import { invalidateCacheGroup } from '@/api/cache';
import { updateExportDefinition as UPDATE_PERMISSION } from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { PageFrame } from '@/components/PageFrame';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog, LazyDialog, preloadDialogs } from '@/components/ui/LazyDialog';
import { formatDate } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { AREAS, type AreaId } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { exportsListConfig } from '../model/exports-list';
import { ExportDefinitionForm } from './ExportDefinitionForm';
import { addJob, RecentExportJobs } from './ExportJobs';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const exportsList = defineListSearch(exportsListConfig);

export type ExportsSearch = ListSearch<typeof exportsListConfig>;

/** The area whose title names each list an export reads. */
const LIST_AREA: Record<ExportList, AreaId> = {
  invoices: 'invoices',
  customers: 'customers',
  issues: 'issues',
  arrangements: 'arrangements',
  'settled-payments': 'settledPayments',
};

type Props = {
  administrationId: string;
  search: ExportsSearch;
  onSearchChange: (next: ExportsSearch) => void;
};

/** Who may change a definition: `updateExportDefinition`'s x-permission. */
export const EDIT_DEFINITION_PERMISSION = UPDATE_PERMISSION;

/** The definition being edited; `session` remounts its form at every opening. */
type Editing = { definition: ExportDefinition; session: number };

const newKey = () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } });

/**
 * /exports: the saved export definitions (run, delete), the collection export, and the user's
 * recent export jobs with their progress, files and re-runs. Definitions are saved from any list's
 * current view (the list kit's "Save as export definition").
 */
export function ExportsListPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['exports', 'navigation']);
  const language = i18n.language;
  const queryClient = useQueryClient();
  const profile = useGetProfile(administrationId);
  const query = exportsList.toQuery(search) as ListExportDefinitionsParams;
  const list = useListExportDefinitions(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });
  const [message, setMessage] = useState('');
  const [deleting, setDeleting] = useState<ExportDefinition | null>(null);
  const canEdit = usePermission(EDIT_DEFINITION_PERMISSION).allowed;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const sessions = useRef(0);

  const columns = useMemo<ListColumn<ExportDefinition>[]>(() => {
    const run = async (definition: ExportDefinition) => {
      try {
        const job = await runExportDefinition(administrationId, definition.id, newKey());
        addJob(queryClient, administrationId, job);
        setMessage(t('run.started', { name: definition.name }));
      } catch {
        setMessage(t('run.failed', { name: definition.name }));
      }
    };
    const edit = (definition: ExportDefinition) => {
      sessions.current += 1;
      setEditing({ definition, session: sessions.current });
      setEditOpen(true);
    };
    return [
      { id: 'name', header: t('columns.name'), hideable: false, sortBy: 'name', cell: (row) => row.name, exportValue: (row) => row.name },
      { id: 'list', header: t('columns.list'), sortBy: 'list', cell: (row) => t(AREAS[LIST_AREA[row.list]].titleKey), exportValue: (row) => t(AREAS[LIST_AREA[row.list]].titleKey) },
      { id: 'format', header: t('columns.format'), cell: (row) => t(`formats.${row.format}`), exportValue: (row) => t(`formats.${row.format}`) },
      {
        id: 'updatedAt',
        header: t('columns.updatedAt'),
        sortBy: 'updatedAt',
        nowrap: true,
        cell: (row) => <time dateTime={row.updatedAt}>{formatDate(row.updatedAt, language)}</time>,
        exportValue: (row) => row.updatedAt.slice(0, 10),
        exportType: 'date',
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        hideable: true,
        cell: (row) => (
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" aria-label={t('run.label', { name: row.name })} onClick={() => void run(row)}>
              {t('run.button')}
            </Button>
            {canEdit ? (
              <Button variant="secondary" size="sm" aria-label={t('edit.label', { name: row.name })} onClick={() => edit(row)} onPointerEnter={preloadDialogs}>
                {t('edit.button')}
              </Button>
            ) : null}
            <Button variant="subtle" size="sm" aria-label={t('delete.label', { name: row.name })} onClick={() => setDeleting(row)}>
              {t('delete.button')}
            </Button>
          </span>
        ),
      },
    ];
  }, [t, language, administrationId, queryClient, canEdit]);

  return (
    <PageFrame title={t(AREAS.exports.titleKey)} breadcrumbs={areaCrumbs(t, 'exports')}>
      <div className="flex flex-col gap-8">
        <p role="status" className="text-sm text-slate-800 empty:hidden">
          {message}
        </p>
        <section aria-labelledby="export-definitions-title" className="flex flex-col gap-3">
          <h2 id="export-definitions-title" className="text-lg font-semibold text-slate-900">
            {t('definitions.title')}
          </h2>
          <DataList
            listId="export-definitions"
            userId={profile.data?.id ?? 'anonymous'}
            label={t('definitions.title')}
            definition={exportsList}
            search={search}
            onSearchChange={onSearchChange}
            columns={columns}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.name}
            result={listResultFrom(list)}
            searchFields={[{ value: 'name', label: t('columns.name') }]}
            exportSource={{
              fileName: 'export-definitions',
              fetchPage: async ({ page, perPage, signal }) => {
                const answer = await listExportDefinitions(administrationId, { ...query, page, 'per-page': perPage }, { signal });
                return { items: answer.items, total: answer.total };
              },
            }}
            empty={{ title: t('definitions.empty.title'), body: t('definitions.empty.body') }}
          />
        </section>
        <CollectionExport administrationId={administrationId} onStarted={setMessage} />
        <RecentExportJobs administrationId={administrationId} />
      </div>
      <LazyDialog open={editOpen} onClose={() => setEditOpen(false)} title={t('edit.title', { name: editing?.definition.name ?? '' })} size="md">
        {editing ? (
          <ExportDefinitionForm
            key={editing.session}
            administrationId={administrationId}
            definition={editing.definition}
            listQueryKey={getListExportDefinitionsQueryKey(administrationId, query)}
            onCancel={() => setEditOpen(false)}
            onSaved={(saved) => {
              setEditOpen(false);
              setMessage(t('edit.saved', { name: saved.name }));
            }}
            onDiscarded={(current) => {
              setEditOpen(false);
              setMessage(t('edit.discarded', { name: current.name }));
            }}
          />
        ) : null}
      </LazyDialog>
      <LazyConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteExportDefinition(administrationId, deleting.id);
          await invalidateCacheGroup(queryClient, 'export-definitions', administrationId);
        }}
      />
    </PageFrame>
  );
}

/** The invoices handed over for collection, as a CSV or Excel file, run as a job like a definition. */
function CollectionExport({ administrationId, onStarted }: { administrationId: string; onStarted: (message: string) => void }) {
  const { t, i18n } = useTranslation('exports');
  const queryClient = useQueryClient();
  const formatId = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [busy, setBusy] = useState(false);
  const name = t('collection.name');
  const start = async () => {
    setBusy(true);
    try {
      const job = await runCollectionExport(administrationId, { format, language: i18n.language }, newKey());
      addJob(queryClient, administrationId, job);
      onStarted(t('run.started', { name }));
    } catch {
      onStarted(t('run.failed', { name }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="collection-export-title" className="flex flex-col gap-3">
      <h2 id="collection-export-title" className="text-lg font-semibold text-slate-900">
        {t('collection.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('collection.description')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={formatId} className="flex flex-col gap-1 text-sm font-medium text-slate-900">
          {t('collection.format')}
          <select id={formatId} value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)} className="rounded-md border border-slate-400 px-2 py-1.5">
            <option value="csv">{t('formats.csv')}</option>
            <option value="xlsx">{t('formats.xlsx')}</option>
          </select>
        </label>
        <Button variant="secondary" disabled={busy} onClick={() => void start()}>
          {t('collection.run')}
        </Button>
      </div>
    </section>
  );
}
