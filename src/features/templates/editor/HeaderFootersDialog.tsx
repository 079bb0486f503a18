import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteHeaderFooter } from '@/api/generated/endpoints/headers-footers/headers-footers';
import type { HeaderFooter } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog, LazyDialog } from '@/components/ui/LazyDialog';
import { metricOf } from '@/lib/letter-layout';
import { headerFooterVersion } from './header-footer-version';
import { HeaderFooterForm } from './HeaderFooterForm';

type HeaderFootersDialogProps = {
  open: boolean;
  onClose: () => void;
  administrationId: string;
  records: readonly HeaderFooter[] | undefined;
  loading: boolean;
  failed: boolean;
  /** A record was created or saved: the template may want to use it. */
  onSaved: (record: HeaderFooter) => void;
  /** A record was deleted: templates that used it have none now. */
  onDeleted: (id: string) => void;
  /** Without Manage_Configuration: the list only. */
  canManage: boolean;
};

type Editing = { record: HeaderFooter | null } | null;

/** The administration's headers and footers: list, create, edit, delete (SPEC §3, every field). */
export function HeaderFootersDialog({ open, onClose, administrationId, records, loading, failed, onSaved, onDeleted, canManage }: HeaderFootersDialogProps) {
  const { t } = useTranslation('templates');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<HeaderFooter | null>(null);
  // Said when a delete was refused: the record changed meanwhile, and the list shows it as it is now.
  const [changedMeanwhile, setChangedMeanwhile] = useState<string | null>(null);
  // Deleted only in the version listed; `record` names the one the confirmation is about.
  const remove = useVersionedSave({
    operationId: 'deleteHeaderFooter',
    send: (record: HeaderFooter, ifMatch) => deleteHeaderFooter(administrationId, record.id, ifMatch),
    ...headerFooterVersion(administrationId, ''),
    refetch: (record: HeaderFooter) => headerFooterVersion(administrationId, record.id).refetch(),
  });
  const confirmDelete = async (record: HeaderFooter) => {
    setChangedMeanwhile(null);
    const { conflict } = await remove.save(record, record.etag);
    if (conflict) setChangedMeanwhile(t('editor.headerFooter.conflict.changedMeanwhile', { name: conflict.name }));
    else onDeleted(record.id);
  };

  const edit = (next: Editing) => {
    setChangedMeanwhile(null);
    setEditing(next);
  };

  const close = () => {
    setEditing(null);
    setChangedMeanwhile(null);
    onClose();
  };

  return (
    <LazyDialog open={open} onClose={close} title={t('editor.headerFooter.manageTitle')} description={t('editor.headerFooter.manageDescription')} size="lg">
      {editing ? (
        <HeaderFooterForm
          key={editing.record?.id ?? 'new'}
          administrationId={administrationId}
          record={editing.record}
          onDone={(saved) => {
            setEditing(null);
            if (saved) onSaved(saved);
          }}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {changedMeanwhile && (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-950">
              {changedMeanwhile}
            </p>
          )}
          {loading ? (
            <p role="status" className="text-sm text-slate-600">
              {t('editor.headerFooter.loading')}
            </p>
          ) : failed ? (
            <p role="alert" className="text-sm text-red-900">
              {t('editor.headerFooter.loadFailed')}
            </p>
          ) : records && records.length > 0 ? (
            <ul aria-label={t('editor.headerFooter.listLabel')} className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {records.map((record) => (
                <li key={record.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">{record.name}</span>
                    <span className="text-xs text-slate-600">{t(`editor.headerFooter.metrics.${metricOf(record.metric)}`)}</span>
                  </span>
                  {canManage && (
                    <>
                      <Button
                        variant="subtle"
                        size="sm"
                        onClick={() => edit({ record })}
                        aria-label={t('editor.headerFooter.editNamed', {
                          name: record.name,
                        })}
                      >
                        {t('editor.headerFooter.edit')}
                      </Button>
                      <Button
                        variant="subtle"
                        size="sm"
                        onClick={() => setDeleting(record)}
                        aria-label={t('editor.headerFooter.deleteNamed', {
                          name: record.name,
                        })}
                      >
                        {t('editor.headerFooter.delete')}
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('editor.headerFooter.empty')}</p>
          )}
          {canManage && (
            <div>
              <Button variant="secondary" onClick={() => edit({ record: null })}>
                {t('editor.headerFooter.create')}
              </Button>
            </div>
          )}
        </div>
      )}
      {/* Inside the dialog: Headless UI stacks a nested dialog above its parent. */}
      <LazyConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('editor.headerFooter.deleteTitle', {
          name: deleting?.name ?? '',
        })}
        description={t('editor.headerFooter.deleteDescription')}
        confirmLabel={t('editor.headerFooter.delete')}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </LazyDialog>
  );
}
