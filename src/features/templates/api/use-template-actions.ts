import { useIsMutating, useMutation, useMutationState, useQueryClient, type Mutation, type MutationFilters, type MutationKey } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTemplate,
  deleteTemplate,
  getCreateTemplateMutationOptions,
  getGetTemplateQueryKey,
  getTemplate,
  useCreateTemplate,
} from '@/api/generated/endpoints/templates/templates';
import { ApiError } from '@/api/errors';
import type { TemplateList } from '@/api/generated/model';
import type { OperationId } from '@/api/generated/operations';
import { useToast } from '@/components/Toast';
import { defaultTemplateName, duplicateTemplateName } from '../model/names';
import { templatesListPrefix } from './templates-queries';

export type PendingAction = 'duplicating' | 'deleting';

export type TemplateActions = {
  create: () => void;
  duplicate: (templateId: string) => void;
  /** Deletes the version the card shows (`etag`, sent as If-Match): one changed meanwhile is not deleted. */
  remove: (templateId: string, etag: string) => void;
  creating: boolean;
  /** Templates with a duplicate or delete under way: their menus are disabled. */
  pending: ReadonlyMap<string, PendingAction>;
};

type TemplateVariables = { administrationId: string; templateId: string };
type DeleteVariables = TemplateVariables & { etag: string };

const CREATE_KEY: MutationKey = getCreateTemplateMutationOptions().mutationKey ?? ['createTemplate'];
/**
 * A duplicate reads the original, then creates the copy: keyed as the createTemplate it ends with
 * (plus a mark of its own), so the app's MutationCache invalidates the templates as after a create.
 */
const DUPLICATE_KEY: MutationKey = [...CREATE_KEY, 'duplicate'];
/** The operation's id, as the generated mutations key theirs (the MutationCache invalidates by it). */
const DELETE_KEY: MutationKey = ['deleteTemplate' satisfies OperationId];

const variablesOf = (mutation: Pick<Mutation, 'state'>) =>
  mutation.state.variables as Partial<TemplateVariables> | undefined;

/** Logs a failed change without anything secret: the message names the operation and status only. */
function logFailure(what: string, error: unknown) {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`Template ${what} failed (${detail})`);
}

/**
 * Create, duplicate and delete (SPEC §4) through the generated mutations; the app's MutationCache
 * refreshes the templates of the administration after each. Delete takes the card away at once
 * and puts it back if the server refuses. A failure shows a short toast. What is under way is read
 * from the mutation cache: a template (or the create tile) with an action pending ignores further
 * clicks, so a double click never sends two requests.
 */
export function useTemplateActions(administrationId: string): TemplateActions {
  const { t } = useTranslation('templates');
  const { showError } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const pendingHere = useCallback(
    (mutationKey: MutationKey, templateId?: string): MutationFilters => ({
      mutationKey,
      exact: true,
      status: 'pending',
      predicate: (mutation) => {
        const variables = variablesOf(mutation);
        return variables?.administrationId === administrationId && (templateId === undefined || variables.templateId === templateId);
      },
    }),
    [administrationId],
  );
  /** Read from the cache itself, not from the last render: a second click may come before it. */
  const isBusy = useCallback(
    (mutationKey: MutationKey, templateId?: string) => queryClient.isMutating(pendingHere(mutationKey, templateId)) > 0,
    [queryClient, pendingHere],
  );

  const createMutation = useCreateTemplate({
    mutation: {
      onSuccess: ({ id }) => navigate({ to: '/templates/$templateId', params: { templateId: id } }),
      onError: (error) => {
        logFailure('create', error);
        showError(t('create.failed'));
      },
    },
  });

  const duplicateMutation = useMutation({
    mutationKey: DUPLICATE_KEY,
    mutationFn: async ({ administrationId: adminId, templateId }: TemplateVariables) => {
      const original = await getTemplate(adminId, templateId);
      return createTemplate(adminId, {
        name: duplicateTemplateName(t('duplicate.namePrefix'), original.name),
        hml: original.hml,
        media: original.media,
        ...(original.language ? { language: original.language } : {}),
      });
    },
    onError: (error) => {
      logFailure('duplicate', error);
      showError(t('duplicate.failed'));
    },
  });

  const deleteMutation = useMutation({
    mutationKey: DELETE_KEY,
    // The version the user saw: a template someone changed since is not deleted (412).
    mutationFn: ({ administrationId: adminId, templateId, etag }: DeleteVariables) => deleteTemplate(adminId, templateId, { headers: { 'If-Match': etag } }),
    onMutate: async ({ administrationId: adminId, templateId }) => {
      const lists = { queryKey: templatesListPrefix(adminId) };
      // A list answer arriving now would bring the card back.
      await queryClient.cancelQueries(lists);
      const previous = queryClient.getQueriesData<TemplateList>(lists);
      queryClient.setQueriesData<TemplateList>(lists, (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== templateId) } : list,
      );
      return { previous };
    },
    onError: (error, { administrationId: adminId }, context) => {
      for (const [queryKey, list] of context?.previous ?? []) queryClient.setQueryData(queryKey, list);
      logFailure('delete', error);
      // 412: changed by someone else meanwhile, so not deleted. Either way the list is fetched again: it shows the templates as they are now.
      showError(t(error instanceof ApiError && error.status === 412 ? 'delete.changedMeanwhile' : 'delete.failed'));
      void queryClient.invalidateQueries({ queryKey: templatesListPrefix(adminId) });
    },
    onSuccess: (_data, { administrationId: adminId, templateId }) => {
      queryClient.removeQueries({ queryKey: getGetTemplateQueryKey(adminId, templateId), exact: true });
    },
  });

  const { mutate: createMutate } = createMutation;
  const { mutate: duplicateMutate } = duplicateMutation;
  const { mutate: deleteMutate } = deleteMutation;

  // Stable callbacks: the cards are memoised.
  const create = useCallback(() => {
    if (isBusy(CREATE_KEY)) return;
    createMutate({ administrationId, data: { name: defaultTemplateName(t('create.defaultNamePrefix'), new Date()), hml: '' } });
  }, [administrationId, createMutate, isBusy, t]);

  const templateBusy = useCallback(
    (templateId: string) => isBusy(DUPLICATE_KEY, templateId) || isBusy(DELETE_KEY, templateId),
    [isBusy],
  );
  const duplicate = useCallback(
    (templateId: string) => {
      if (!templateBusy(templateId)) duplicateMutate({ administrationId, templateId });
    },
    [administrationId, duplicateMutate, templateBusy],
  );
  const remove = useCallback(
    (templateId: string, etag: string) => {
      if (!templateBusy(templateId)) deleteMutate({ administrationId, templateId, etag });
    },
    [administrationId, deleteMutate, templateBusy],
  );

  const creating = useIsMutating(pendingHere(CREATE_KEY)) > 0;
  const duplicating = useMutationState({ filters: pendingHere(DUPLICATE_KEY), select: (m) => variablesOf(m)?.templateId });
  const deleting = useMutationState({ filters: pendingHere(DELETE_KEY), select: (m) => variablesOf(m)?.templateId });
  const pending = useMemo(() => {
    const map = new Map<string, PendingAction>();
    for (const id of duplicating) if (id) map.set(id, 'duplicating');
    for (const id of deleting) if (id) map.set(id, 'deleting');
    return map;
  }, [duplicating, deleting]);

  return useMemo(() => ({ create, duplicate, remove, creating, pending }), [create, duplicate, remove, creating, pending]);
}
