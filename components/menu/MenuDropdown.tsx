'use client';

import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { nextFocusIndex, type SubmenuKey } from '@/lib/domain/menu/menu-rules';
import { closeSubmenu, escapeSubmenus, openSubmenu, toggleMenuSubmenu, useSubmenuOpen } from '@/lib/client/menu/menu-store';
import type { MenuItemKey } from '@/lib/domain/menu/menu-visibility';
import { MENU_ITEM_ATTRIBUTE } from './menu-item';
import styles from './Menu.module.css';

/** Links and buttons of a submenu that the arrow keys move between (menu-item.ts). */
export { MENU_ITEM_ATTRIBUTE };
const ITEM_SELECTOR = `[${MENU_ITEM_ATTRIBUTE}]`;

function items(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}

export type MenuDropdownProps = {
  submenu: SubmenuKey;
  /** The visibility key of visibleMenuItems this trigger stands for (data-menu-key, for tests). */
  menuKey?: MenuItemKey;
  label: ReactNode;
  /** Accessible name of the trigger when it differs from its text (e.g. an avatar button). */
  ariaLabel?: string;
  startIcon?: ReactNode;
  /** Extra classes of the trigger and of the panel (position and width), from Menu.module.css. */
  triggerClassName?: string;
  panelClassName?: string;
  /** The panel's content (plain markup, MenuPanels.tsx). */
  children: ReactNode;
  /**
   * Loads the panel's content (its chunk: bar-panels.ts). Called when the trigger is pointed at
   * or focused, and awaited before the panel opens, so it never opens empty.
   */
  beforeOpen?: () => Promise<unknown>;
};

/**
 * One dropdown of the menu bar (spec §2): a disclosure button (aria-expanded, aria-controls)
 * and its panel, open when the shared menu store says so — opening it closes any other
 * submenu, clicking it again closes it. Keyboard (spec §9 keys): Enter / Space toggle (native
 * button), ArrowDown on the button opens it on its first item, ArrowDown / ArrowUp / Home / End
 * move inside, Escape closes it and returns focus to the button, and so does Tab out of it.
 * Clicking outside closes it. A bar panel's content comes with its chunk (`beforeOpen`): pages
 * no longer carry every panel's links hidden in their HTML (issue 14); the catalogue, categories
 * and landings they lead to are linked from the pages and the footer.
 * A plain <button> and <div> styled by Menu.module.css: the only client code is the behaviour.
 */
export function MenuDropdown({ submenu, menuKey, label, ariaLabel, startIcon, triggerClassName, panelClassName, children, beforeOpen }: MenuDropdownProps) {
  const open = useSubmenuOpen(submenu);
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const panelId = `${baseId}-panel`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef<'first' | 'last' | null>(null);

  // Focus the first (or last) item once the panel is shown after an arrow key on the trigger.
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    const list = items(panelRef.current);
    (focusFirst.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    focusFirst.current = null;
  }, [open]);

  // Click outside (not on the trigger, not in the panel) closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (triggerRef.current?.contains(target) || panelRef.current?.contains(target))) return;
      closeSubmenu(submenu);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, submenu]);

  // Opens once the content is loaded (a failed load opens it anyway, empty, and was logged).
  const whenLoaded = (then: () => void) => {
    if (!beforeOpen) return then();
    void beforeOpen().then(then, then);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusFirst.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = items(panelRef.current);
        (event.key === 'ArrowDown' ? list[0] : list[list.length - 1])?.focus();
        focusFirst.current = null;
      } else whenLoaded(() => openSubmenu(submenu));
    }
  };
  const preload = beforeOpen ? () => void beforeOpen() : undefined;

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      escapeSubmenus();
      triggerRef.current?.focus();
      return;
    }
    const list = items(panelRef.current);
    const next = nextFocusIndex(list.indexOf(document.activeElement as HTMLElement), list.length, event.key);
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  // Tab out of the panel (to something that is neither the panel nor its trigger) closes it.
  const onPanelBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (to && !panelRef.current?.contains(to) && !triggerRef.current?.contains(to)) closeSubmenu(submenu);
  };

  // A click on a link inside navigates: close the panel.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) closeSubmenu(submenu);
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        id={triggerId}
        className={`${styles.button} ${styles.trigger}${triggerClassName ? ` ${triggerClassName}` : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        data-menu-key={menuKey}
        onClick={() => (open ? toggleMenuSubmenu(submenu) : whenLoaded(() => openSubmenu(submenu)))}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {startIcon ? <span className={styles.startIcon}>{startIcon}</span> : null}
        {label}
        <span className={styles.endIcon}>
          <Icon name="expandMore" size={20} />
        </span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-labelledby={triggerId}
        hidden={!open}
        data-submenu={submenu}
        onKeyDown={onPanelKeyDown}
        onBlur={onPanelBlur}
        onClick={onPanelClick}
        className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}
      >
        {children}
      </div>
    </>
  );
}
