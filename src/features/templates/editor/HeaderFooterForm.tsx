import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createHeaderFooter, updateHeaderFooter } from '@/api/generated/endpoints/headers-footers/headers-footers';
import type { HeaderFooter, HeaderFooterInput } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { NumberField, TextAreaField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices, SubmitButton } from '@/components/form/form-parts';
import type { FormMessageKey } from '@/components/form/server-errors';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { type FormController, type FormValues, useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { convertLength, LAYOUT_FIELDS, type LayoutField, layoutProblems, type Metric, metricOf } from '@/lib/letter-layout';
import { headerFooterVersion } from './header-footer-version';

const length = z.number().min(0).max(10_000);

const RULE_KEYS = {
  bodyTooNarrow: 'templates:editor.headerFooter.errors.bodyTooNarrow',
  bodyTooShort: 'templates:editor.headerFooter.errors.bodyTooShort',
} as const satisfies Record<string, FormMessageKey>;

/** Every field of SPEC §3's record, numbers checked at the field, the page checked as a whole. */
export const headerFooterSchema = z
  .object({
    name: z.string().max(200),
    'header-html': z.string().max(20_000).optional(),
    'footer-html': z.string().max(20_000).optional(),
    ...(Object.fromEntries(LAYOUT_FIELDS.map((field) => [field, length])) as Record<LayoutField, typeof length>),
    metric: z.enum(['px', 'cm']),
  })
  .superRefine((values, ctx) => {
    for (const { field, rule } of layoutProblems(values)) ctx.addIssue({ code: 'custom', path: [field], message: RULE_KEYS[rule] });
  });

type Values = FormValues<typeof headerFooterSchema>;

/** A new record: px, the default metric (SPEC §9), with a little room above and below. */
const EMPTY: Values = {
  name: '',
  'header-html': '',
  'footer-html': '',
  'body-left-margin': 40,
  'body-right-margin': 40,
  'header-top-margin': 20,
  'header-height': 80,
  'feader-bottom-margin': 20,
  'footer-top-margin': 20,
  'footer-height': 40,
  'footer-bottom-margin': 20,
  metric: 'px',
};

/** The form's fields of a record (not its id or version, which a conflict would list as changed). */
function valuesOf(record: HeaderFooter): Values {
  const lengths = Object.fromEntries(LAYOUT_FIELDS.map((field) => [field, record[field]])) as Record<LayoutField, number>;
  // SPEC §3: the config setter takes anything but px as cm.
  return { name: record.name, 'header-html': record['header-html'], 'footer-html': record['footer-html'], ...lengths, metric: metricOf(record.metric) };
}

function toInput(output: z.output<typeof headerFooterSchema>): HeaderFooterInput {
  return { ...output, 'header-html': output['header-html'] ?? '', 'footer-html': output['footer-html'] ?? '' };
}

const serverMessage = (item: { field: string }): FormMessageKey | undefined =>
  item.field === 'body-right-margin' ? RULE_KEYS.bodyTooNarrow : item.field === 'header-height' ? RULE_KEYS.bodyTooShort : undefined;

type HeaderFooterFormProps = {
  administrationId: string;
  /** The record to edit; null creates one. */
  record: HeaderFooter | null;
  onDone: (saved: HeaderFooter | null) => void;
};

export function HeaderFooterForm(props: HeaderFooterFormProps) {
  return props.record ? <EditHeaderFooterForm {...props} record={props.record} /> : <NewHeaderFooterForm {...props} />;
}

function NewHeaderFooterForm({ administrationId, onDone }: HeaderFooterFormProps) {
  const form = useForm({ schema: headerFooterSchema, initialValues: EMPTY, keep: ['header-footer', administrationId, 'new'] });
  // The operation's mutation key: the app invalidates the cache groups the contract names.
  const create = useMutation({
    mutationKey: ['createHeaderFooter'],
    mutationFn: (input: HeaderFooterInput) => createHeaderFooter(administrationId, input),
  });
  const submit = form.handleSubmit(async (output) => onDone(await create.mutateAsync(toInput(output))), { serverMessage });
  return <HeaderFooterFields form={form} record={null} onSubmit={submit} onCancel={() => onDone(null)} />;
}

/** A record's form, saved against the version it opened with: a 412 shows what changed meanwhile, the edits kept. */
function EditHeaderFooterForm({ administrationId, record, onDone }: HeaderFooterFormProps & { record: HeaderFooter }) {
  const { t } = useTranslation('templates');
  const form = useForm({ schema: headerFooterSchema, initialValues: valuesOf(record), keep: ['header-footer', administrationId, record.id] });
  const save = useVersionedSave({
    operationId: 'updateHeaderFooter',
    send: (input: HeaderFooterInput, ifMatch) => updateHeaderFooter(administrationId, record.id, input, ifMatch),
    ...headerFooterVersion(administrationId, record.id),
  });
  const conflict = useEditConflict({ form, record, valuesOf });
  const { saveButtonRef } = conflict;
  const submit = form.handleSubmit((output) => conflict.save((etag) => save.save(toInput(output), etag), onDone), { serverMessage });
  const labelOf = (field: string) => (field in EMPTY ? t(`editor.headerFooter.fields.${field as keyof Values}`) : field);
  const display = (field: string, value: unknown) =>
    field === 'metric' && (value === 'px' || value === 'cm') ? t(`editor.headerFooter.metrics.${value}`) : value === undefined || value === null || value === '' ? t('form.conflict.empty') : String(value);

  return (
    <HeaderFooterFields
      form={form}
      record={record}
      onSubmit={submit}
      onCancel={() => onDone(null)}
      saveButtonRef={saveButtonRef}
      notice={conflict.notice}
      conflictPanel={
        conflict.panel ? (
          <ConflictPanel
            {...conflict.panel}
            title={t('editor.headerFooter.conflict.title')}
            intro={t('editor.headerFooter.conflict.intro')}
            introOutside={t('editor.headerFooter.conflict.introOutside')}
            labelOf={labelOf}
            display={display}
            onDiscard={() => {
              form.kept.forget();
              onDone(null);
            }}
          />
        ) : null
      }
    />
  );
}

type HeaderFooterFieldsProps = {
  form: FormController<typeof headerFooterSchema>;
  record: HeaderFooter | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saveButtonRef?: RefObject<HTMLButtonElement | null>;
  notice?: string | null;
  /** What changed meanwhile, above the fields (a save answered 412). */
  conflictPanel?: ReactNode;
};

function HeaderFooterFields({ form, record, onSubmit, onCancel, saveButtonRef, notice, conflictPanel }: HeaderFooterFieldsProps) {
  const { t } = useTranslation('templates');
  const ids = useId();
  const metric = metricOf(form.values.metric);
  const unit = t(`editor.headerFooter.units.${metric}`);

  /** Another metric: the lengths are converted, so the page stays as it was. */
  const switchMetric = (next: Metric) => {
    if (next === metric) return;
    for (const field of LAYOUT_FIELDS) {
      const value = form.values[field];
      if (typeof value === 'number' && Number.isFinite(value)) form.setValue(field, convertLength(value, metric, next));
    }
    form.setValue('metric', next);
  };

  const lengthField = (field: LayoutField) => (
    <NumberField key={field} label={t(`editor.headerFooter.fields.${field}`)} hint={unit} {...form.number(field)} />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="font-semibold text-slate-950">
        {record ? t('editor.headerFooter.editTitle', { name: record.name }) : t('editor.headerFooter.createTitle')}
      </h3>
      {conflictPanel}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={notice} />
      <TextField label={t('editor.headerFooter.fields.name')} required maxLength={200} {...form.text('name')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">{t('editor.headerFooter.fields.metric')}</legend>
        <div className="flex gap-4">
          {(['px', 'cm'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-900">
              <input type="radio" name={`${ids}-metric`} value={option} checked={metric === option} onChange={() => switchMetric(option)} className="size-4 accent-blue-800" />
              {t(`editor.headerFooter.metrics.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField label={t('editor.headerFooter.fields.header-html')} rows={3} hint={t('editor.headerFooter.htmlHint')} {...form.text('header-html')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">{(['header-top-margin', 'header-height', 'feader-bottom-margin'] as const).map(lengthField)}</div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{(['body-left-margin', 'body-right-margin'] as const).map(lengthField)}</div>
      <TextAreaField label={t('editor.headerFooter.fields.footer-html')} rows={3} hint={t('editor.headerFooter.htmlHint')} {...form.text('footer-html')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">{(['footer-top-margin', 'footer-height', 'footer-bottom-margin'] as const).map(lengthField)}</div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            form.kept.forget();
            onCancel();
          }}
        >
          {t('editor.headerFooter.cancel')}
        </Button>
        <SubmitButton ref={saveButtonRef} pending={form.submitting} fullWidth={false} size="md">
          {t('editor.headerFooter.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
