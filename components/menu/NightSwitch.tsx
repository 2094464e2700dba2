'use client';

import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { Icon } from '@/components/ui/Icon';
import { useThemePreference } from '@/components/theme/ThemePreferenceProvider';
import { MENU_ITEM_ATTRIBUTE } from './menu-item';
import styles from './Menu.module.css';

/**
 * The dark-mode switch of the menu bar (spec §2 "night switch", §4 Theme). The bar shows it
 * only where visibleMenuItems does (the layout default hides it); NightModeToggle below is the
 * same switch for the account menu and the left drawer.
 * A switch named "Modo oscuro" whose checked state is the mode. Which icon shows is decided
 * by CSS on the `data-theme` attribute, not by React state, so the server-rendered (cached)
 * bar already shows the right icon before hydration.
 */
export function NightSwitch() {
  const t = useShellTranslations('menu.nightMode');
  const { mode, toggle } = useThemePreference();
  const label = t('label');
  return (
    <button type="button" className={styles.iconButton} data-menu-key="nightSwitch" role="switch" aria-checked={mode === 'dark'} aria-label={label} title={label} onClick={toggle}>
      <Icon name="darkModeOutlined" size={20} className={styles.lightIcon} />
      <Icon name="darkMode" size={20} className={styles.darkIcon} />
    </button>
  );
}

/**
 * The same preference as a full-width row ("Modo oscuro" with a switch), for the account menu
 * of signed-in users and the left drawer (so every visitor can switch even while the bar's
 * switch is hidden by the layout default, spec §2). A `switch` whose checked state is the mode.
 */
export function NightModeToggle({ className }: { className?: string }) {
  const t = useShellTranslations('menu.nightMode');
  const { mode, toggle } = useThemePreference();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={toggle}
      {...{ [MENU_ITEM_ATTRIBUTE]: '' }}
      className={`${styles.plainButton} ${styles.nightToggle}${className ? ` ${className}` : ''}`}
    >
      <span className={styles.nightLabel}>
        <Icon name="darkModeOutlined" size={20} />
        {t('label')}
      </span>
      {/* A drawn switch, not an MUI Switch: its hidden input would be a control nested in this one. */}
      <span aria-hidden className={styles.track} />
    </button>
  );
}
