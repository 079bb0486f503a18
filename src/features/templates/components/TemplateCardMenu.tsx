import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@/api/generated/model';
import { Menu, MenuButton, MenuItem, MenuItems } from '@/components/ui/Menu';
import { type MenuOpener, MenuIcon, menuButtonClass } from './card-menu-shared';

export type TemplateCardMenuProps = {
  template: TemplateSummary;
  disabled: boolean;
  /** Its placeholder was used: take focus and open at once, as that input would have. */
  openOnMount: MenuOpener | null;
  /** Its placeholder had focus: take it over. */
  focusOnMount: boolean;
  onDuplicate: (templateId: string) => void;
  onDelete: (templateId: string, etag: string) => void;
};

/** Edit, duplicate, delete: a Headless UI menu (arrow keys, Enter, Escape; focus returns to the button). */
export default function TemplateCardMenu({ template, disabled, openOnMount, focusOnMount, onDuplicate, onDelete }: TemplateCardMenuProps) {
  const { t } = useTranslation('templates');
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
        aria-label={t('card.actions', { name: template.name })}
        className={menuButtonClass}
      >
        <MenuIcon />
      </MenuButton>
      <MenuItems modal={false} className="min-w-40">
        <MenuItem>
          {(className) => (
            <Link to="/templates/$templateId" params={{ templateId: template.id }} className={className}>
              {t('card.edit')}
            </Link>
          )}
        </MenuItem>
        <MenuItem>
          {(className) => (
            <button type="button" onClick={() => onDuplicate(template.id)} className={className}>
              {t('card.duplicate')}
            </button>
          )}
        </MenuItem>
        <MenuItem danger>
          {(className) => (
            <button type="button" onClick={() => onDelete(template.id, template.etag)} className={className}>
              {t('card.delete')}
            </button>
          )}
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
