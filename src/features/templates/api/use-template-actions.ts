import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTemplate,
  deleteTemplate,
  getGetTemplateQueryKey,
  getTemplate,
} from '@/api/generated/endpoints/templates/templates';
import type { TemplateList } from '@/api/generated/model';
import { useToast } from '@/components/Toast';
import { defaultTemplateName, duplicateTemplateName } from '../model/names';
import { templatesListPrefix } from './templates-queries';

export type PendingAction = 'duplicating' | 'deleting';

export type TemplateActions = {
  create: () => void;
  duplicate: (templateId: string) => void;
  remove: (templateId: string) => void;
  creating: boolean;
  /** Templates with a duplicate or delete under way: their menus are disabled. */
  pending: ReadonlyMap<string, PendingAction>;
};

/** Logs a failed change without anything secret: the message names the operation and status only. */
function logFailure(what: string, error: unknown) {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`Template ${what} failed (${detail})`);
}

/**
 * Create, duplicate and delete (SPEC §4). Each refreshes every templates list of the administration
 * afterwards; a failure shows a short toast. A template with an action under way ignores further
 * clicks, so a double click never sends two requests.
 */
export function useTemplateActions(administrationId: string): TemplateActions {
  const { t } = useTranslation();
  const { showError } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<ReadonlyMap<string, PendingAction>>(() => new Map());
  // Refs answer "already running?" synchronously, before React has re-rendered the disabled state.
  const creatingRef = useRef(false);
  const pendingRef = useRef(new Set<string>());

  const refreshLists = useCallback(
    (adminId: string) => queryClient.invalidateQueries({ queryKey: templatesListPrefix(adminId) }),
    [queryClient],
  );

  const track = useCallback((templateId: string, action: PendingAction | null) => {
    if (action) pendingRef.current.add(templateId);
    else pendingRef.current.delete(templateId);
    setPending((current) => {
      const next = new Map(current);
      if (action) next.set(templateId, action);
      else next.delete(templateId);
      return next;
    });
  }, []);

  const create = useCallback(() => {
    if (creatingRef.current) return;
    creatingRef.current = true;
    setCreating(true);
    const name = defaultTemplateName(t('templates.create.defaultNamePrefix'), new Date());
    createTemplate(administrationId, { name, hml: '' })
      .then(({ id }) => {
        void refreshLists(administrationId);
        return navigate({ to: '/templates/$templateId', params: { templateId: id } });
      })
      .catch((error: unknown) => {
        logFailure('create', error);
        showError(t('templates.create.failed'));
      })
      .finally(() => {
        creatingRef.current = false;
        setCreating(false);
      });
  }, [administrationId, navigate, refreshLists, showError, t]);

  const duplicate = useCallback(
    (templateId: string) => {
      if (pendingRef.current.has(templateId)) return;
      track(templateId, 'duplicating');
      getTemplate(administrationId, templateId)
        .then((original) =>
          createTemplate(administrationId, {
            name: duplicateTemplateName(t('templates.duplicate.namePrefix'), original.name),
            hml: original.hml,
            media: original.media,
            ...(original.language ? { language: original.language } : {}),
          }),
        )
        .then(() => refreshLists(administrationId))
        .catch((error: unknown) => {
          logFailure('duplicate', error);
          showError(t('templates.duplicate.failed'));
        })
        .finally(() => track(templateId, null));
    },
    [administrationId, refreshLists, showError, t, track],
  );

  const remove = useCallback(
    (templateId: string) => {
      if (pendingRef.current.has(templateId)) return;
      track(templateId, 'deleting');
      const adminId = administrationId;
      deleteTemplate(adminId, templateId)
        .then(() => {
          // Take the card away at once; the refetch then confirms the list.
          queryClient.setQueriesData<TemplateList>({ queryKey: templatesListPrefix(adminId) }, (list) =>
            list ? { ...list, items: list.items.filter((item) => item.id !== templateId) } : list,
          );
          queryClient.removeQueries({ queryKey: getGetTemplateQueryKey(adminId, templateId) });
          return refreshLists(adminId);
        })
        .catch((error: unknown) => {
          logFailure('delete', error);
          showError(t('templates.delete.failed'));
        })
        .finally(() => track(templateId, null));
    },
    [administrationId, queryClient, refreshLists, showError, t, track],
  );

  return useMemo(() => ({ create, duplicate, remove, creating, pending }), [create, duplicate, remove, creating, pending]);
}
