import { useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createIssueCategory,
  getIssueCategory,
  updateIssueCategory,
  useGetIssueCategory,
  useListSettingsIssueCategories,
} from '@/api/generated/endpoints/administration-settings/administration-settings';
import { createIssueCategoryBodyNameMax, updateIssueCategoryBodyNameMax } from '@/api/generated/zod/administration-settings/administration-settings.zod';
import { invalidateAfterMutation } from '@/api/cache';
import { TextField } from '@/components/form/fields';
import { FormAlert, FormNotices } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { QueryErrorView } from '@/components/QueryErrorView';
import { QueryPanel } from '@/components/QueryPanel';
import { PageSpinner } from '@/components/PageSpinner';
import { Button, buttonClass } from '@/components/ui/Button';
import { formatNumber } from '@/lib/format';
import { nameServerMessage } from '../model/names';
import { NameForm } from './NameForm';

/**
 * issues-settings: the issue categories (the issues area offers them when an issue is filed), by
 * name with how many issues each has, each a link to rename it. Not paged: an administration has
 * a handful. A change refreshes the cache group settings-issue-categories and the issues area's
 * issue-categories (the contract's x-invalidates), so the category picker shows it at once.
 */
export function IssueCategoriesPage({ administrationId }: { administrationId: string }) {
  const { t, i18n } = useTranslation('administration-settings');
  const language = i18n.language;
  const categories = useListSettingsIssueCategories(administrationId);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Link to="/administrations/$administrationId/settings/issues-settings/add" params={{ administrationId }} className={buttonClass()}>
          {t('staff.categories.add')}
        </Link>
      </div>
      <QueryPanel
        title={t('staff.categories.label')}
        query={categories}
        failed={t('staff.categories.error')}
        forbidden={t('staff.forbidden')}
        empty={(data) =>
          data.items.length === 0 ? (
            <>
              <span className="block font-medium text-slate-900">{t('staff.categories.emptyTitle')}</span>
              <span className="block">{t('staff.categories.emptyBody')}</span>
            </>
          ) : null
        }
      >
        {(data) => (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('staff.categories.label')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="py-2 font-medium">
                  {t('staff.categories.columns.name')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('staff.categories.columns.issues')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((category) => (
                <tr key={category.id} className="border-b border-slate-100">
                  <td className="py-2">
                    <Link to="/administrations/$administrationId/settings/issues-settings/$id" params={{ administrationId, id: category.id }} className="link-text font-medium">
                      {category.name}
                    </Link>
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(category.issueCount, language)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-medium">
                <th scope="row" className="py-2 text-left">
                  {t('staff.categories.columns.issues')}
                </th>
                <td className="py-2 text-right tabular-nums">{formatNumber(data.items.reduce((sum, category) => sum + category.issueCount, 0), language)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </QueryPanel>
    </div>
  );
}

const newSchema = z.object({ name: z.string().trim().min(1).max(createIssueCategoryBodyNameMax) });

/** issues-settings/add: a new category by name (Idempotency-Key: a retry adds it once). */
export function AddIssueCategoryPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('administration-settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({ schema: newSchema, initialValues: { name: '' } });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const back = () => navigate({ to: '/administrations/$administrationId/settings/issues-settings', params: { administrationId } });
  // Not while saving: the way back after the save is no leaving (a "done" state set in the same
  // handler was not in the blocker's closure yet, so a saved category asked to leave unsaved input).
  useBlocker({ shouldBlockFn: () => form.isDirty && !form.submitting && !window.confirm(t('staff.leave')), enableBeforeUnload: () => form.isDirty });

  const submit = form.handleSubmit(async (output) => {
    await createIssueCategory(administrationId, { name: output.name.trim() }, { headers: { 'Idempotency-Key': idempotencyKey } });
    await invalidateAfterMutation(queryClient, ['createIssueCategory'], { administrationId });
    await back();
  }, { serverMessage: nameServerMessage });

  return (
    <form noValidate aria-label={t('staff.categories.addLabel')} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex max-w-xl flex-col gap-4">
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <TextField label={t('staff.categories.name')} {...form.text('name')} required autoComplete="off" maxLength={createIssueCategoryBodyNameMax} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void back()} disabled={form.submitting}>
          {t('invite.cancel')}
        </Button>
        <Button type="submit" pending={form.submitting}>
          {t('staff.categories.add')}
        </Button>
      </div>
    </form>
  );
}

/** issues-settings/{id}: rename a category against the version shown. */
export function IssueCategoryPage({ administrationId, categoryId }: { administrationId: string; categoryId: string }) {
  const { t } = useTranslation('administration-settings');
  const category = useGetIssueCategory(administrationId, categoryId);
  if (category.isError) return <QueryErrorView error={category.error} onRetry={() => void category.refetch()} />;
  if (!category.data) return <PageSpinner />;
  const record = category.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('staff.categories.issueCount', { count: record.issueCount })}</p>
      <NameForm
        key={record.id}
        administrationId={administrationId}
        record={record}
        operationId="updateIssueCategory"
        send={(data, ifMatch) => updateIssueCategory(administrationId, record.id, data, ifMatch)}
        refetch={() => getIssueCategory(administrationId, record.id)}
        maxLength={updateIssueCategoryBodyNameMax}
        words={{
          form: t('staff.categories.editLabel', { name: record.name }),
          name: t('staff.categories.name'),
          save: t('staff.categories.save'),
          saved: (name) => t('staff.categories.saved', { name }),
          conflictTitle: t('staff.categories.conflictTitle'),
        }}
      />
    </div>
  );
}
