'use client';

import { useId, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Link } from '@/lib/i18n/navigation';
import { useThemePreference } from '@/components/theme/ThemePreferenceProvider';
import { showBasicData } from '@/lib/stores/auth-dialog-store';
import { visuallyHidden } from '@/lib/theme/a11y';
import { AuthLinks } from './AuthLinks';
import { LOGOUT_PATH, SETTINGS_PATH, USER_HOME_PATH } from './menu-links';
import { isAnonymous, useCurrentUser, userLabel, type CurrentUser } from './use-current-user';

/** Same footprint as the login button, so the bar does not jump when the user arrives. */
export function UserAreaPlaceholder() {
  return <Skeleton variant="rounded" width={112} height={36} aria-hidden sx={{ flexShrink: 0 }} />;
}

/**
 * The user part of the menu bar. The user is fetched on the client only (spec §7): while it
 * loads a placeholder shows; anonymous visitors get login and register links (spec §6);
 * signed-in users get their name and an account menu.
 */
export function UserArea() {
  const t = useTranslations('menu');
  const state = useCurrentUser();
  if (state.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex' }}>
        <UserAreaPlaceholder />
        <Box component="span" sx={visuallyHidden}>
          {t('loadingUser')}
        </Box>
      </Box>
    );
  }
  if (isAnonymous(state) || !state.user) {
    // Register is hidden at xs, where it is in the drawer instead.
    return <AuthLinks registerDisplay={{ xs: 'none', sm: 'inline-flex' }} />;
  }
  return <AccountMenu user={state.user} />;
}

function AccountMenu({ user }: { user: CurrentUser }) {
  const t = useTranslations('menu');
  const { mode, toggle } = useThemePreference();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  const open = anchor !== null;
  const name = userLabel(user) ?? t('account.fallbackName');
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={t('account.menuLabel', { name })}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        startIcon={<AccountCircle />}
        sx={{ minWidth: 0, maxWidth: { xs: 56, sm: 200 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box
          component="span"
          sx={{ display: { xs: 'none', sm: 'inline' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component={Link} href={USER_HOME_PATH} onClick={close}>
          {t('account.home')}
        </MenuItem>
        <MenuItem component={Link} href={SETTINGS_PATH} onClick={close}>
          {t('account.settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            showBasicData({ sourceComponent: 'AccountMenu' });
          }}
        >
          {t('account.completeData')}
        </MenuItem>
        {/* Spec §2 account menu "night mode": the same preference as the bar's switch; the menu stays open. */}
        <MenuItem role="menuitemcheckbox" aria-checked={mode === 'dark'} onClick={toggle}>
          {t('nightMode.label')}
        </MenuItem>
        <MenuItem component={Link} href={LOGOUT_PATH} onClick={close}>
          {t('account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
