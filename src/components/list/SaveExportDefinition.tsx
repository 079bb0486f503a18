import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, ExportList } from '@/api/generated/model';
import { createExportDefinition as CREATE_PERMISSION } from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { SelectField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/Button';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { useActiveAdministrationId } from '@/lib/administration';

/** The lists an export definition can read (the contract's `ExportList`): the unscoped lists of those areas. */
export const EXPORT_LISTS: readonly ExportList[] = ['invoices', 'customers', 'issues', 'arrangements', 'settled-payments'];

/** Who may save a definition: `createExportDefinition`'s x-permission (Manage_Import, the exports area's). */
export const SAVE_DEFINITION_PERMISSION = CREATE_PERMISSION;

export type ExportView = {
  list: ExportList;
  /** The columns shown (and those always exported), with their titles as the user reads them. */
  columns: readonly { id: string; header: string }[];
  /** The list call's query of the current view (filters, search and sort; paging is dropped). */
  query: Readonly<Record<string, unknown>>;
  /** The list's name: the definition's first name. */
  label: string;
};

/** The list call's query string of a view: each value as the list call takes it, lists repeated, paging left out. */
export function viewQuery(query: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'per-page' || value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/**
 * "Save as export definition": the list's current view (which list, the columns shown, its
 * filter, search and sort) saved under a name, to run as a background export on /exports. Only
 * for holders of the exports' permission; the generated call loads with the first save.
 */
export function SaveExportDefinition({ view }: { view: ExportView }) {
  // A list is always inside the app; the kit's own tests also show one without the API's client.
  return useContext(QueryClientContext) ? <SaveExportDefinitionButton view={view} /> : null;
}

function SaveExportDefinitionButton({ view }: { view: ExportView }) {
  const { t, i18n } = useTranslation('list');
  const administrationId = useActiveAdministrationId();
  const { allowed } = usePermission(SAVE_DEFINITION_PERMISSION);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'failed' | 'invalid' } | { status: 'saved'; name: string }>({ status: 'idle' });
  if (!allowed || !administrationId) return null;

  const openDialog = () => {
    setName(view.label);
    setState({ status: 'idle' });
    setOpen(true);
  };
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setState({ status: 'invalid' });
      return;
    }
    setState({ status: 'saving' });
    try {
      const { createExportDefinition } = await import('@/api/generated/endpoints/exports/exports');
      await createExportDefinition(administrationId, {
        name: trimmed,
        list: view.list,
        columns: view.columns.map(({ id, header }) => ({ id, header })),
        query: viewQuery(view.query),
        language: i18n.resolvedLanguage ?? i18n.language,
        format,
      });
      setOpen(false);
      setState({ status: 'saved', name: trimmed });
    } catch {
      setState({ status: 'failed' });
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={openDialog}>
        {t('saveDefinition.button')}
      </Button>
      <p role="status" className="sr-only">
        {state.status === 'saved' ? t('saveDefinition.saved', { name: state.name }) : ''}
      </p>
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('saveDefinition.title')}
        description={t('saveDefinition.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('saveDefinition.cancel')}
            </Button>
            <Button disabled={state.status === 'saving'} onClick={() => void save()}>
              {t('saveDefinition.save')}
            </Button>
          </>
        }
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('saveDefinition.name')}
            value={name}
            maxLength={120}
            required
            errors={state.status === 'invalid' ? [t('saveDefinition.nameRequired')] : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={t('saveDefinition.format')}
            value={format}
            placeholder={false}
            options={[
              { value: 'csv', label: t('saveDefinition.formatCsv') },
              { value: 'xlsx', label: t('saveDefinition.formatXlsx') },
            ]}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          />
          {state.status === 'failed' && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {t('saveDefinition.failed')}
            </p>
          )}
        </form>
      </LazyDialog>
    </>
  );
}
