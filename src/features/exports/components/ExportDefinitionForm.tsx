import type { QueryKey } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getExportDefinition, updateExportDefinition } from '@/api/generated/endpoints/exports/exports';
import type { ExportDefinition, ExportDefinitionWrite } from '@/api/generated/model';
import { inList, useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { CheckboxField, SelectField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import {
  columnHeaderField,
  columnIncludeField,
  definitionFormSchema,
  definitionFormValuesOf,
  EXPORT_FORMATS,
  languageChoices,
  toDefinitionWrite,
} from '../model/definition-form';

/** Where the form keeps a user's unsaved edits of a definition (the form kit's `keep`). */
export const definitionEditKeep = (administrationId: string, definitionId: string) => ['export-definition', administrationId, definitionId];

type Props = {
  administrationId: string;
  /** The definition as the list showed it when Edit was chosen: the version the edits are against. */
  definition: ExportDefinition;
  /** The list's query on screen: it takes the server's version after a 412, so the row shows it. */
  listQueryKey?: QueryKey;
  onSaved: (saved: ExportDefinition) => void;
  /** After a conflict the user dropped their edits: `current` is the definition as it is now. */
  onDiscarded: (current: ExportDefinition) => void;
  onCancel: () => void;
};

/**
 * An export definition's name, file format, file language and column titles, saved against the
 * version it opened with (If-Match); a 412 shows what changed meanwhile and keeps the user's edits.
 */
export function ExportDefinitionForm({ administrationId, definition, listQueryKey, onSaved, onDiscarded, onCancel }: Props) {
  const { t, i18n } = useTranslation('exports');
  const language = i18n.language;
  const schema = useMemo(() => definitionFormSchema(definition), [definition]);
  const form = useForm({ schema, initialValues: definitionFormValuesOf(definition), keep: definitionEditKeep(administrationId, definition.id) });
  const save = useVersionedSave({
    operationId: 'updateExportDefinition',
    administrationId,
    send: (data: ExportDefinitionWrite, ifMatch) => updateExportDefinition(administrationId, definition.id, data, ifMatch),
    refetch: () => getExportDefinition(administrationId, definition.id),
    queryKey: listQueryKey,
    toCache: inList,
  });
  const conflict = useEditConflict({ form, record: definition, valuesOf: definitionFormValuesOf });
  const { saveButtonRef } = conflict;
  // The columns of the version the next save goes against (the latest one after "apply my changes").
  const columns = conflict.base.columns;

  const submit = form.handleSubmit((output) => conflict.save((etag) => save.save(toDefinitionWrite(output, conflict.base), etag), onSaved));

  const languageName = (code: string) => new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  const columnOf = (field: string) => /^columns\.(\d+)\.(header|include)$/.exec(field);
  const labelOf = (field: string) => {
    const column = columnOf(field);
    if (column) return t(column[2] === 'include' ? 'edit.fields.include' : 'edit.fields.column', { number: Number(column[1]) + 1 });
    return field === 'format' ? t('edit.fields.format') : field === 'language' ? t('edit.fields.language') : t('edit.fields.name');
  };
  const display = (field: string, value: unknown) => {
    if (typeof value === 'boolean') return value ? t('form.yes') : t('form.no');
    const text = typeof value === 'string' ? value : '';
    if (field === 'format' && (text === 'csv' || text === 'xlsx')) return t(`formats.${text}`);
    if (field === 'language' && text) return languageName(text);
    return text.trim() === '' ? t('edit.empty') : text;
  };

  return (
    <form noValidate aria-label={t('edit.title', { name: definition.name })} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex flex-col gap-4">
      {conflict.panel && conflict.theirs ? (
        <ConflictPanel
          {...conflict.panel}
          headingLevel={3}
          title={t('edit.conflict.title')}
          intro={t('edit.conflict.intro')}
          introOutside={t('edit.conflict.introOutside')}
          labelOf={labelOf}
          display={display}
          onDiscard={() => {
            form.kept.forget();
            onDiscarded(conflict.theirs ?? definition);
          }}
        />
      ) : null}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={conflict.notice} />
      <TextField label={t('edit.fields.name')} {...form.text('name')} required maxLength={120} autoComplete="off" />
      <SelectField label={t('edit.fields.format')} {...form.select('format')} required options={EXPORT_FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) }))} />
      <SelectField
        label={t('edit.fields.language')}
        hint={t('edit.hints.language')}
        {...form.select('language')}
        required
        options={languageChoices(definition.language).map((code) => ({ value: code, label: languageName(code) }))}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('edit.columns')}</legend>
        <p className="text-sm text-slate-600">{t('edit.hints.columns')}</p>
        {columns.map((column, index) => (
          <div key={column.id} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[auto_1fr] sm:gap-4">
            <CheckboxField label={t('edit.fields.include', { number: index + 1 })} {...form.checkbox(columnIncludeField(index))} className="sm:pb-2" />
            <TextField label={t('edit.fields.column', { number: index + 1 })} {...form.text(columnHeaderField(index))} required maxLength={100} autoComplete="off" />
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            form.kept.forget();
            onCancel();
          }}
          disabled={form.submitting}
        >
          {t('edit.cancel')}
        </Button>
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
