'use client';

import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import DarkMode from '@mui/icons-material/DarkMode';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import { useThemePreference } from '@/components/theme/ThemePreferenceProvider';

/**
 * The dark-mode switch of the menu bar (spec §2 "night switch", §4 Theme), for every visitor.
 * A switch named "Modo oscuro" whose checked state is the mode. Which icon shows is decided
 * by CSS on the `data-theme` attribute, not by React state, so the server-rendered (cached)
 * bar already shows the right icon before hydration.
 */
export function NightSwitch() {
  const t = useTranslations('menu.nightMode');
  const { mode, toggle } = useThemePreference();
  const label = t('label');
  return (
    <IconButton color="inherit" role="switch" aria-checked={mode === 'dark'} aria-label={label} title={label} onClick={toggle}>
      <DarkModeOutlined fontSize="small" sx={(theme: Theme) => ({ display: 'block', ...theme.applyStyles('dark', { display: 'none' }) })} />
      <DarkMode fontSize="small" sx={(theme: Theme) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'block' }) })} />
    </IconButton>
  );
}
