import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListRoles } from '@/api/generated/endpoints/administration-settings/administration-settings';
import { QueryPanel } from '@/components/QueryPanel';
import { buttonClass } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { roleMatrix } from '../model/role-matrix';

/**
 * The permissions page: the administration's roles as a matrix of the SPEC §6 permission names
 * (a column per role, each named as a link to its editor), with how many users hold each.
 */
export function RolesPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('administration-settings');
  const roles = useListRoles(administrationId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-slate-700">{t('roles.intro')}</p>
        <Link to="/administrations/$administrationId/settings/permissions/add-new-role" params={{ administrationId }} className={buttonClass()}>
          {t('roles.add')}
        </Link>
      </div>
      <QueryPanel
        title={t('roles.matrixCaption')}
        query={roles}
        failed={t('roles.loadError')}
        forbidden={t('staff.forbidden')}
        empty={(data) => (data.items.length === 0 ? t('roles.empty') : null)}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <table className="min-w-full border-collapse text-sm">
              <caption className="sr-only">{t('roles.matrixCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="sticky left-0 bg-white p-2 text-left font-medium text-slate-700">
                    {t('roles.permissionColumn')}
                  </th>
                  {data.items.map((role) => (
                    <th key={role.id} scope="col" className="p-2 text-left align-bottom font-medium">
                      <Link
                        to="/administrations/$administrationId/settings/permissions/$id"
                        params={{ administrationId, id: role.id }}
                        className={textLinkClass}
                      >
                        {role.name}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">{t('roles.userCount', { count: role.userCount })}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {roleMatrix(data.items).map((row) => (
                  <tr key={row.permission} className="border-t border-slate-200">
                    <th scope="row" className="sticky left-0 bg-white p-2 text-left font-normal text-slate-800">
                      {t(`permission.${row.permission}`)}
                      <code className="block text-xs text-slate-600">{row.permission}</code>
                    </th>
                    {row.given.map((given, index) => (
                      <td key={data.items[index]?.id ?? index} className="p-2 text-center">
                        <span aria-hidden="true">{given ? '✓' : '–'}</span>
                        <span className="sr-only">{given ? t('roles.given') : t('roles.notGiven')}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryPanel>
    </div>
  );
}
