'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import DarkMode from '@mui/icons-material/DarkMode';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import { useThemePreference } from '@/components/theme/ThemePreferenceProvider';
import { MENU_ITEM_ATTRIBUTE } from './MenuDropdown';

/**
 * The dark-mode switch of the menu bar (spec §2 "night switch", §4 Theme). The bar shows it
 * only where visibleMenuItems does (the layout default hides it); NightModeToggle below is the
 * same switch for the account menu and the left drawer.
 * A switch named "Modo oscuro" whose checked state is the mode. Which icon shows is decided
 * by CSS on the `data-theme` attribute, not by React state, so the server-rendered (cached)
 * bar already shows the right icon before hydration.
 */
export function NightSwitch() {
  const t = useTranslations('menu.nightMode');
  const { mode, toggle } = useThemePreference();
  const label = t('label');
  return (
    <IconButton color="inherit" data-menu-key="nightSwitch" role="switch" aria-checked={mode === 'dark'} aria-label={label} title={label} onClick={toggle}>
      <DarkModeOutlined fontSize="small" sx={(theme: Theme) => ({ display: 'block', ...theme.applyStyles('dark', { display: 'none' }) })} />
      <DarkMode fontSize="small" sx={(theme: Theme) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'block' }) })} />
    </IconButton>
  );
}

/**
 * The same preference as a full-width row ("Modo oscuro" with a switch), for the account menu
 * of signed-in users and the left drawer (so every visitor can switch even while the bar's
 * switch is hidden by the layout default, spec §2). A `switch` whose checked state is the mode.
 */
export function NightModeToggle({ sx }: { sx?: SxProps<Theme> }) {
  const t = useTranslations('menu.nightMode');
  const { mode, toggle } = useThemePreference();
  const dark = mode === 'dark';
  return (
    <ButtonBase
      role="switch"
      aria-checked={dark}
      onClick={toggle}
      {...{ [MENU_ITEM_ATTRIBUTE]: '' }}
      sx={[
        { width: '100%', justifyContent: 'space-between', gap: 2, px: 1, py: 1, borderRadius: 1, font: 'inherit', fontWeight: 500, textAlign: 'left', '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <DarkModeOutlined fontSize="small" aria-hidden />
        {t('label')}
      </Box>
      {/* A drawn switch, not an MUI Switch: its hidden input would be a control nested in this one. */}
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: 34,
          height: 14,
          borderRadius: 7,
          bgcolor: dark ? 'primary.main' : 'action.disabled',
          '&::after': {
            content: '""',
            position: 'absolute',
            top: -3,
            left: dark ? 14 : 0,
            width: 20,
            height: 20,
            borderRadius: '50%',
            bgcolor: dark ? 'primary.light' : 'grey.50',
            boxShadow: 1,
            transition: 'left 150ms',
          },
        }}
      />
    </ButtonBase>
  );
}
