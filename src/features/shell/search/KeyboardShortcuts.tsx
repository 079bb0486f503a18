/**
 * The keyboard shortcuts (model/shortcuts.ts) and the dialog `?` opens listing them. Loaded once
 * the page has settled. An area's shortcut works, and is listed, only when the user may open the
 * area (the side navigation's check).
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/api/permissions';
import { walkBy } from '@/components/list/list-trail';
import { focusRing } from '@/components/ui/focus-ring';
import { isAllowed } from '@/lib/permissions';
import { AREAS } from '@/navigation/areas';
import { createShortcutReader, GO_SHORTCUTS } from './model/shortcuts';

const isApple = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.userAgent ?? '');

export function KeyboardShortcuts({ onSearch }: { onSearch: () => void }) {
  const navigate = useNavigate();
  const { permissions } = usePermissions();
  const [helpOpen, setHelpOpen] = useState(false);
  const available = GO_SHORTCUTS.filter((shortcut) => isAllowed(permissions, AREAS[shortcut.area].permission));

  const latest = useRef({ available, onSearch, navigate });
  useEffect(() => {
    latest.current = { available, onSearch, navigate };
  });
  useEffect(() => {
    const read = createShortcutReader({
      onGo: (area) => {
        if (!latest.current.available.some((shortcut) => shortcut.area === area)) return;
        void latest.current.navigate({ to: AREAS[area].path as LinkProps['to'] });
      },
      onHelp: () => setHelpOpen(true),
      onSearch: () => latest.current.onSearch(),
      onWalk: walkBy,
    });
    const onKey = (event: KeyboardEvent) => {
      if (read(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Dialog open={helpOpen} onClose={() => setHelpOpen(false)} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/50 transition-opacity duration-150 ease-out data-closed:opacity-0" />
      <div className="fixed inset-0 overflow-y-auto p-4 sm:p-6 md:pt-20">
        <DialogPanel
          transition
          className="mx-auto max-w-lg rounded-xl bg-white p-6 shadow-2xl ring-1 ring-black/5 transition duration-150 ease-out data-closed:opacity-0"
        >
          <ShortcutsHelp available={available} onClose={() => setHelpOpen(false)} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * The dialog's list of shortcuts, made only while it is open: its forty-odd translations were
 * worked out on every render of the frame (every navigation) for a dialog seldom shown.
 */
function ShortcutsHelp({ available, onClose }: { available: typeof GO_SHORTCUTS; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'navigation']);
  const searchKeys = [isApple() ? '⌘' : t('search.ctrl'), 'K'];
  const rows: { combos: string[][]; joiner: 'then' | 'or'; action: string }[] = [
    { combos: [searchKeys, ['/']], joiner: 'or', action: t('shortcuts.search') },
    { combos: [['?']], joiner: 'or', action: t('shortcuts.help') },
    { combos: [['j']], joiner: 'or', action: t('shortcuts.next') },
    { combos: [['k']], joiner: 'or', action: t('shortcuts.previous') },
    { combos: [['→'], ['←']], joiner: 'or', action: t('shortcuts.rowLinks') },
    ...available.map((shortcut) => ({
      combos: [['g'], [shortcut.key]],
      joiner: 'then' as const,
      action: t('shortcuts.goTo', { area: t(AREAS[shortcut.area].titleKey) }),
    })),
  ];

  return (
    <>
      <DialogTitle className="text-lg font-semibold text-slate-900">{t('shortcuts.title')}</DialogTitle>
      <p className="mt-1 text-sm text-slate-600">{t('shortcuts.intro')}</p>
      <table className="mt-4 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.action} className="border-t border-slate-100">
              <td className="py-2 pr-4 whitespace-nowrap">
                {row.combos.map((combo, index) => (
                  <Fragment key={combo.join('+')}>
                    {index > 0 && <span className="mx-1 text-slate-500">{t(`shortcuts.${row.joiner}`)}</span>}
                    {combo.map((key) => (
                      <kbd key={key} className="mr-1 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs text-slate-800">
                        {key}
                      </kbd>
                    ))}
                  </Fragment>
                ))}
              </td>
              <td className="py-2 text-slate-800">{row.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-5 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className={`rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 ${focusRing}`}
        >
          {t('shortcuts.close')}
        </button>
      </div>
    </>
  );
}
