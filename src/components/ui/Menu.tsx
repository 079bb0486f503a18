/**
 * Menus of actions (a card's edit/duplicate/delete, the user menu): Headless UI's menu button
 * pattern (arrow keys, Home/End, type-ahead, Enter, Escape; focus returns to the button), styled
 * once. Headless UI is heavy: import this module only from code that loads after the first paint
 * (see Deferred.tsx), never from a screen's first chunk.
 */
import {
  Menu as HeadlessMenu,
  MenuButton as HeadlessMenuButton,
  type MenuButtonProps,
  MenuHeading as HeadlessMenuHeading,
  MenuItem as HeadlessMenuItem,
  MenuItems as HeadlessMenuItems,
  type MenuItemsProps,
  MenuSection,
  MenuSeparator as HeadlessMenuSeparator,
} from '@headlessui/react';
import type { ReactElement, ReactNode, Ref } from 'react';
import { popoverDangerItemClass, popoverItemClass, popoverPanelClass } from './popover';

export { MenuSection };

/** The menu: a button and its items. */
export const Menu = HeadlessMenu;

/** The button that opens the menu; style it like any button (`buttonClass`, or a face of its own). */
export function MenuButton({ ref, ...props }: MenuButtonProps<'button'> & { ref?: Ref<HTMLButtonElement> }) {
  return <HeadlessMenuButton ref={ref} {...props} />;
}

type MenuItemsPanelProps = {
  /** Where the panel opens, relative to the button (floating-ui placement). */
  anchor?: MenuItemsProps['anchor'];
  /** Width and other layout of the panel. */
  className?: string;
  /**
   * Modal (default) locks page scroll and makes the rest inert while open; a menu among many on a
   * long grid passes false so opening it does not shift the page.
   */
  modal?: boolean;
  children: ReactNode;
};

/** The floating panel with the items. */
export function MenuItems({ anchor = 'bottom end', className = 'min-w-44', modal, children }: MenuItemsPanelProps) {
  return (
    <HeadlessMenuItems anchor={anchor} modal={modal} className={`${popoverPanelClass} ${className}`}>
      {children}
    </HeadlessMenuItems>
  );
}

type MenuItemProps = {
  /** A destructive action: drawn in red. Say what it destroys in its label. */
  danger?: boolean;
  disabled?: boolean;
  /**
   * The item's element, a `<button type="button">` or a router `<Link>`, given its class names
   * here: `(className) => <button className={className} …>`.
   */
  children: (className: string) => ReactElement;
};

/** One item. Its element receives the item's classes; Headless UI gives it the menuitem role. */
export function MenuItem({ danger = false, disabled, children }: MenuItemProps) {
  return (
    <HeadlessMenuItem disabled={disabled}>{children(danger ? popoverDangerItemClass : popoverItemClass)}</HeadlessMenuItem>
  );
}

/** A heading over a group of items (inside a MenuSection). */
export function MenuHeading({ className = 'px-3 pt-2 pb-1 text-xs font-semibold text-slate-600', children }: { className?: string; children: ReactNode }) {
  return <HeadlessMenuHeading className={className}>{children}</HeadlessMenuHeading>;
}

export function MenuSeparator() {
  return <HeadlessMenuSeparator className="my-1 h-px bg-slate-200" />;
}
