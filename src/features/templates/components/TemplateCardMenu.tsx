import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@/api/generated/model';
import { type MenuOpener, MenuIcon, menuButtonClass } from './card-menu-shared';

export type TemplateCardMenuProps = {
  template: TemplateSummary;
  disabled: boolean;
  /** Its placeholder was used: take focus and open at once, as that input would have. */
  openOnMount: MenuOpener | null;
  /** Its placeholder had focus: take it over. */
  focusOnMount: boolean;
  onDuplicate: (templateId: string) => void;
  onDelete: (templateId: string) => void;
};

const itemClass = 'block w-full px-3 py-2 text-left text-sm data-focus:bg-slate-100 data-focus:outline-none';

/** Edit, duplicate, delete: a Headless UI menu (arrow keys, Enter, Escape; focus returns to the button). */
export default function TemplateCardMenu({ template, disabled, openOnMount, focusOnMount, onDuplicate, onDelete }: TemplateCardMenuProps) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (!button || !(openOnMount || focusOnMount)) return;
    button.focus();
    if (!openOnMount) return;
    // Keyboard opening focuses the first item (Headless UI's Enter); a click opens without.
    if (openOnMount === 'keyboard') button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    else button.click();
    // Only on mount: this replaces the placeholder the user just used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu>
      <MenuButton
        ref={buttonRef}
        disabled={disabled}
        aria-label={t('templates.card.actions', { name: template.name })}
        className={menuButtonClass}
      >
        <MenuIcon />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        modal={false}
        className="z-30 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] focus:outline-none"
      >
        <MenuItem>
          <Link to="/templates/$templateId" params={{ templateId: template.id }} className={`${itemClass} text-slate-900`}>
            {t('templates.card.edit')}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={() => onDuplicate(template.id)} className={`${itemClass} text-slate-900`}>
            {t('templates.card.duplicate')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={() => onDelete(template.id)} className={`${itemClass} text-red-800`}>
            {t('templates.card.delete')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
