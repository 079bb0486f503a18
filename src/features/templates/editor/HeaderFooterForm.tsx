import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createHeaderFooter, updateHeaderFooter } from '@/api/generated/endpoints/headers-footers/headers-footers';
import type { HeaderFooter, HeaderFooterInput } from '@/api/generated/model';
import { NumberField, TextAreaField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotices, SubmitButton } from '@/components/form/form-parts';
import type { FormMessageKey } from '@/components/form/server-errors';
import { type FormValues, useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { convertLength, LAYOUT_FIELDS, type LayoutField, layoutProblems, type Metric, metricOf } from '@/lib/letter-layout';

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

function valuesOf(record: HeaderFooter | null): Values {
  if (!record) return EMPTY;
  // SPEC §3: the config setter takes anything but px as cm.
  return { ...record, metric: metricOf(record.metric) };
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

export function HeaderFooterForm({ administrationId, record, onDone }: HeaderFooterFormProps) {
  const { t } = useTranslation('templates');
  const ids = useId();
  const form = useForm({ schema: headerFooterSchema, initialValues: valuesOf(record), keep: ['header-footer', administrationId, record?.id ?? 'new'] });
  // The operation's mutation key: the app invalidates the cache groups the contract names.
  const save = useMutation({
    mutationKey: [record ? 'updateHeaderFooter' : 'createHeaderFooter'],
    mutationFn: (input: HeaderFooterInput) => (record ? updateHeaderFooter(administrationId, record.id, input) : createHeaderFooter(administrationId, input)),
  });
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

  const submit = form.handleSubmit(async (output) => onDone(await save.mutateAsync(toInput(output))), { serverMessage });
  const lengthField = (field: LayoutField) => (
    <NumberField key={field} label={t(`editor.headerFooter.fields.${field}`)} hint={unit} min={0} step="any" {...form.number(field)} />
  );

  return (
    <form noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex flex-col gap-4" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="font-semibold text-slate-950">
        {record ? t('editor.headerFooter.editTitle', { name: record.name }) : t('editor.headerFooter.createTitle')}
      </h3>
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
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
            onDone(null);
          }}
        >
          {t('editor.headerFooter.cancel')}
        </Button>
        <SubmitButton pending={form.submitting} fullWidth={false} size="md">
          {t('editor.headerFooter.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
