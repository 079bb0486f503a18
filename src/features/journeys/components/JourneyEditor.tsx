import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { getGetJourneyQueryKey, getJourney, updateJourney } from '@/api/generated/endpoints/journeys/journeys';
import { useListTemplates } from '@/api/generated/endpoints/templates/templates';
import type { Journey, JourneyAction, JourneyWrite, TemplateSummary } from '@/api/generated/model';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { NumberField, SelectField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, SubmitButton } from '@/components/form/form-parts';
import { Button } from '@/components/ui/Button';
import { compareEdits, type EditValues } from '@/lib/edit-conflict';
import { JOURNEY_ACTION_LIST, moveStep, needsTemplate, newStep, toWrite, type EditorStep } from '../model/steps';
import { useWhen } from './when';

type Notice = { kind: 'saved' } | { kind: 'said'; text: string };
type FieldErrors = Record<string, string[]>;

const editorSteps = (journey: Journey): EditorStep[] =>
  journey.steps.map((step) => ({ key: step.id, id: step.id, name: step.name, offsetDays: step.offsetDays, action: step.action, templateId: step.template?.id ?? null }));

/** What the conflict panel compares: the name, and the steps as a whole (what each does, in order). */
const valuesOf = (name: string, steps: readonly EditorStep[]): EditValues => ({
  name: name.trim(),
  steps: toWrite(steps).map(({ name: stepName, offsetDays, action, templateId }) => ({ name: stepName, offsetDays, action, templateId })),
});
const sameValue = (_field: string, left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * A journey's name and its ordered steps: add, edit, remove, and reorder by the move buttons or by
 * dragging a step's handle (native drag and drop). Saved as a whole with If-Match; a 412 shows the
 * shared ConflictPanel (their name and steps beside the user's, which stay): the user puts their
 * edits on top of the latest version or drops them, and saving before choosing is refused; a 422
 * lands on its step's field.
 */
export function JourneyEditor({ administrationId, journey }: { administrationId: string; journey: Journey }) {
  const { t } = useTranslation('journeys');
  const when = useWhen();
  const queryClient = useQueryClient();
  const { allowed: mayEdit } = usePermission(operationPermission.updateJourney);
  const [base, setBase] = useState(journey);
  const [name, setName] = useState(journey.name);
  const [steps, setSteps] = useState(() => editorSteps(journey));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState(false);
  // The server's version after a 412, until the user applies or discards their edits.
  const [theirs, setTheirs] = useState<Journey | null>(null);
  const [conflictNotice, setConflictNotice] = useState<string | null>(null);
  const [panelFocus, setPanelFocus] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (theirs) headingRef.current?.focus();
  }, [theirs, panelFocus]);
  const dragging = useRef<number | null>(null);
  const keys = useRef(0);
  const templates = useListTemplates(administrationId, undefined);

  const save = useVersionedSave({
    operationId: 'updateJourney',
    administrationId,
    send: (data: JourneyWrite, ifMatch) => updateJourney(administrationId, base.id, data, ifMatch),
    refetch: () => getJourney(administrationId, base.id),
    queryKey: getGetJourneyQueryKey(administrationId, base.id),
  });

  const change = (index: number, patch: Partial<EditorStep>) => setSteps((current) => current.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  const move = (from: number, to: number) => {
    const next = moveStep(steps, from, to);
    if (next === steps || from === to || to < 0 || to >= steps.length) return;
    setSteps(next);
    const step = next[to]!;
    setNotice({ kind: 'said', text: t('editor.moved', { name: step.name, position: to + 1, when: when(step.offsetDays) }) });
  };
  const remove = (index: number) => {
    const step = steps[index]!;
    setSteps((current) => current.filter((_, i) => i !== index));
    setNotice({ kind: 'said', text: t('editor.removed', { name: step.name }) });
  };
  const add = () => setSteps((current) => [...current, newStep(current, `new-${++keys.current}`, t('editor.newStep'))]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (theirs) {
      setConflictNotice(t('form.conflict.decideFirst', { ns: 'translation' }));
      setPanelFocus((count) => count + 1);
      return;
    }
    setConflictNotice(null);
    setErrors({});
    setFormError(null);
    setNotice(null);
    setPending(true);
    try {
      const result = await save.save({ name: name.trim(), steps: toWrite(steps) }, base.etag);
      if (result.conflict) {
        setTheirs(result.conflict);
        return;
      }
      queryClient.setQueryData(getGetJourneyQueryKey(administrationId, result.saved.id), result.saved);
      setBase(result.saved);
      setSteps(editorSteps(result.saved));
      setNotice({ kind: 'saved' });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.problem?.errors ?? []) : [];
      if (fields.length > 0) {
        const next: FieldErrors = {};
        // The server's own text is not translated: the field says it in the user's words.
        for (const { field } of fields) (next[field] ??= []).push(field.endsWith('.templateId') ? t('editor.templateInvalid') : t('form.errors.fieldInvalid', { ns: 'translation' }));
        setErrors(next);
      } else setFormError(t('form.errors.saveFailed', { ns: 'translation' }));
    } finally {
      setPending(false);
    }
  };

  const comparison = theirs ? compareEdits(valuesOf(base.name, editorSteps(base)), valuesOf(name, steps), valuesOf(theirs.name, editorSteps(theirs)), sameValue) : null;
  const display = (field: string, value: unknown): string => {
    if (field !== 'steps') return String(value ?? '').trim() || t('form.conflict.empty', { ns: 'translation' });
    const list = value as { name: string; offsetDays: number; action: JourneyAction }[];
    if (list.length === 0) return t('editor.noSteps');
    return list.map((step, index) => `${t('editor.stepLegend', { position: index + 1, name: step.name })} (${t(`actions.${step.action}`)}, ${when(step.offsetDays)})`).join('; ');
  };

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragging.current !== null) move(dragging.current, index);
    dragging.current = null;
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormAlert message={formError} />
      {comparison && theirs ? (
        <ConflictPanel
          comparison={comparison}
          headingRef={headingRef}
          headingLevel={3}
          title={t('editor.conflictTitle')}
          intro={t('editor.conflictIntro')}
          introOutside={t('editor.conflictIntroOutside')}
          labelOf={(field) => (field === 'steps' ? t('editor.steps') : t('editor.name'))}
          display={display}
          onUseTheirs={(field) => (field === 'steps' ? setSteps(editorSteps(theirs)) : setName(theirs.name))}
          onApply={() => {
            // The user's edits on top of the latest version: what they did not change is theirs.
            if (!comparison.mine.includes('name')) setName(theirs.name);
            if (!comparison.mine.includes('steps')) setSteps(editorSteps(theirs));
            setBase(theirs);
            setTheirs(null);
            setConflictNotice(t('form.conflict.applied', { ns: 'translation' }));
          }}
          onDiscard={() => {
            setName(theirs.name);
            setSteps(editorSteps(theirs));
            setBase(theirs);
            setTheirs(null);
            setConflictNotice(null);
          }}
        />
      ) : null}
      <FormNotice message={conflictNotice} />
      <TextField label={t('editor.name')} maxLength={200} value={name} onChange={(event) => setName(event.target.value)} errors={errors.name ?? []} disabled={!mayEdit} />
      <section aria-labelledby={`${base.id}-steps`} className="flex flex-col gap-2">
        <h2 id={`${base.id}-steps`} className="text-base font-semibold text-slate-900">
          {t('editor.steps')}
        </h2>
        <p className="text-sm text-slate-600">{t('editor.dragHint')}</p>
        {steps.length === 0 ? <p className="text-sm text-slate-700">{t('editor.noSteps')}</p> : null}
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a drop target for the pointer; the move buttons are the keyboard's way
            <li key={step.key} onDragOver={(event) => event.preventDefault()} onDrop={onDrop(index)} className="rounded-lg border border-slate-200 bg-white p-3">
              <StepFields
                step={step}
                index={index}
                count={steps.length}
                errors={errors}
                templates={templates.data?.items}
                templatesFailed={templates.isError}
                disabled={!mayEdit}
                onChange={(patch) => change(index, patch)}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
                onDragStart={(event) => {
                  dragging.current = index;
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', step.name);
                }}
              />
            </li>
          ))}
        </ol>
        {mayEdit ? (
          <div>
            <Button variant="secondary" onClick={add}>
              {t('editor.add')}
            </Button>
          </div>
        ) : null}
      </section>
      {mayEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={pending} size="md" fullWidth={false}>
            {t('editor.save')}
          </SubmitButton>
          <p role="status" className="text-sm text-slate-700">
            {notice?.kind === 'saved' ? t('editor.saved') : notice?.kind === 'said' ? notice.text : null}
          </p>
        </div>
      ) : null}
    </form>
  );
}

type StepFieldsProps = {
  step: EditorStep;
  index: number;
  count: number;
  errors: FieldErrors;
  templates: readonly TemplateSummary[] | undefined;
  templatesFailed: boolean;
  disabled: boolean;
  onChange: (patch: Partial<EditorStep>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent) => void;
};

function StepFields({ step, index, count, errors, templates, templatesFailed, disabled, onChange, onMove, onRemove, onDragStart }: StepFieldsProps) {
  const { t } = useTranslation('journeys');
  // The offset as typed ("-" on the way to "-3"), following the step when a move changes its day.
  const [offset, setOffset] = useState({ text: String(step.offsetDays), of: step.offsetDays });
  if (offset.of !== step.offsetDays && Number.parseInt(offset.text, 10) !== step.offsetDays) setOffset({ text: String(step.offsetDays), of: step.offsetDays });
  const field = (name: string) => errors[`steps.${index}.${name}`] ?? [];
  const covering = (templates ?? []).filter((template) => needsTemplate(step.action) && template.media.includes(step.action as 'email'));
  const label = step.name || t('editor.newStep');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('editor.stepLegend', { position: index + 1, name: label })}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {!disabled ? (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the pointer's drag handle; the move buttons are the keyboard's way
          <span
            draggable
            onDragStart={onDragStart}
            role="img"
            aria-label={t('editor.dragHandle', { name: label })}
            className="cursor-grab rounded border border-slate-300 px-1 text-slate-600 select-none"
          >
            ⠿
          </span>
        ) : null}
        <span aria-hidden="true" className="font-medium text-slate-900">
          {t('editor.stepLegend', { position: index + 1, name: label })}
        </span>
        {!disabled ? (
          <div className="ml-auto flex gap-1">
            <Button variant="subtle" size="sm" disabled={index === 0} onClick={() => onMove(index - 1)}>
              <span aria-hidden="true">↑</span>
              <span className="sr-only">{t('editor.moveUp', { name: label })}</span>
            </Button>
            <Button variant="subtle" size="sm" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              <span aria-hidden="true">↓</span>
              <span className="sr-only">{t('editor.moveDown', { name: label })}</span>
            </Button>
            <Button variant="subtle" size="sm" onClick={onRemove}>
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('editor.remove', { name: label })}</span>
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('editor.name')} maxLength={120} value={step.name} disabled={disabled} errors={field('name')} onChange={(event) => onChange({ name: event.target.value })} />
        <NumberField
          label={t('editor.offset')}
          hint={t('editor.offsetHint')}
          value={offset.text}
          disabled={disabled}
          errors={field('offsetDays')}
          inputMode="numeric"
          onChange={(event) => {
            const text = event.target.value;
            const value = /^-?\d{1,3}$/.test(text.trim()) ? Number.parseInt(text, 10) : Number.NaN;
            setOffset({ text, of: Number.isNaN(value) ? step.offsetDays : value });
            if (!Number.isNaN(value)) onChange({ offsetDays: value });
          }}
        />
        <SelectField
          label={t('editor.action')}
          value={step.action}
          disabled={disabled}
          errors={field('action')}
          options={JOURNEY_ACTION_LIST.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
          onChange={(event) => onChange({ action: event.target.value as JourneyAction })}
        />
        {needsTemplate(step.action) ? (
          <SelectField
            label={t('editor.template')}
            value={step.templateId ?? ''}
            disabled={disabled}
            placeholder={t('editor.chooseTemplate')}
            hint={templatesFailed ? t('editor.templatesFailed') : templates && covering.length === 0 ? t('editor.noTemplates') : undefined}
            errors={field('templateId')}
            options={covering.map((template) => ({ value: template.id, label: template.name }))}
            onChange={(event) => onChange({ templateId: event.target.value || null })}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
